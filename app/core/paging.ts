/**
 * Paging, one way for every list: the page comes from the query string
 * (anything that is not a page number is page 1), a page past the end shows
 * the last page, a query returns `{ data, meta }` and the controller sends
 * `Transformer.paginate(page.data, page.meta)`, which reaches the page as
 * `{ data, metadata }` (inertia/components/list_pagination.tsx reads it).
 */

/** What `paginate()` returns, from the query builder or a model query. */
type PaginatorLike<Row> = {
  all(): Row[]
  total: number
  perPage: number
  currentPage: number
  lastPage: number
}

/** The furthest page a URL may ask for (a bigger number is page 1). */
export const MAX_PAGE = 100_000

export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }
export type Paginated<T> = { data: T[]; meta: PageMeta }

/** The page number a query-string value denotes (1 when absent or malformed). */
export function pageFrom(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9]\d{0,5}$/.test(text)) return 1
  const page = Number(text)
  return page <= MAX_PAGE ? page : 1
}

export function pageMeta(result: PaginatorLike<unknown>): PageMeta {
  return {
    total: result.total,
    perPage: result.perPage,
    currentPage: result.currentPage,
    lastPage: result.lastPage,
  }
}

/**
 * Runs `query(page)`; when the page is past the end of a non-empty list,
 * runs it once more for the last page.
 */
export async function paginateWithin<P extends PaginatorLike<unknown>>(
  page: number,
  query: (page: number) => Promise<P>
): Promise<P> {
  const result = await query(page)
  if (result.all().length === 0 && page > 1 && result.lastPage >= 1 && page > result.lastPage) {
    return query(result.lastPage)
  }
  return result
}

/** `{ data, meta }` for the controller's `Transformer.paginate(page.data, page.meta)`. */
export function paginated<Row>(result: PaginatorLike<Row>): Paginated<Row>
export function paginated<Row, T>(result: PaginatorLike<Row>, map: (row: Row) => T): Paginated<T>
export function paginated<Row, T>(result: PaginatorLike<Row>, map?: (row: Row) => T) {
  const rows = result.all()
  return { data: map ? rows.map(map) : rows, meta: pageMeta(result) }
}
