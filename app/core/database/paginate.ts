import { ModelPaginator } from '@adonisjs/lucid/orm'
import type {
  LucidModel,
  ModelPaginatorContract,
  ModelQueryBuilderContract,
} from '@adonisjs/lucid/types/model'
import { aggregateOnceInAWhile } from '#core/database/large_counts'
import { plainRows, type Extras, type PlainRow } from '#core/database/plain_rows'

/**
 * `query.paginate(page, perPage)` with a count that stays cheap: the total
 * of a large list (1,000 rows or more) is counted once a minute, not on every
 * visit (app/core/database/large_counts.ts); a smaller list is counted
 * exactly every time. The rows are always read fresh. Same result as Lucid's
 * paginate (a ModelPaginator), for `paginateWithin` and `paginated`.
 *
 * The page's rows are found by their ids first (a "deferred join"): the
 * offset walks the list's index only, and only the page's rows are read (by
 * primary key), so page 200 costs about what page 1 does.
 */
export async function paginateQuery<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  page: number,
  perPage: number
): Promise<ModelPaginatorContract<InstanceType<Model>>> {
  const total = await countOf(query)
  const rows = total > 0 ? await pageOfRows(query, page, perPage) : []
  return new ModelPaginator(total, perPage, page, ...rows) as unknown as ModelPaginatorContract<
    InstanceType<Model>
  >
}

/** One page of plain rows (app/core/database/plain_rows.ts): what a list page reads. */
export class RowsPage<Row> {
  constructor(
    private rows: Row[],
    readonly total: number,
    readonly perPage: number,
    readonly currentPage: number
  ) {}

  get lastPage() {
    return Math.max(Math.ceil(this.total / this.perPage), 1)
  }

  all() {
    return this.rows
  }
}

/**
 * `paginateQuery` for a list: the same cheap count and deferred join, the
 * page's `attributes` read as plain rows instead of models.
 */
export async function paginatePlainRows<
  Model extends LucidModel,
  Keys extends keyof InstanceType<Model> & string,
  ExtraNames extends string = never,
>(
  model: Model,
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  attributes: readonly Keys[],
  page: number,
  perPage: number,
  extras: readonly ExtraNames[] = []
): Promise<RowsPage<PlainRow<Model, Keys> & Extras<ExtraNames>>> {
  const total = await countOf(query)
  const rows =
    total > 0 ? await plainRows(model, pageOfRows(query, page, perPage), attributes, extras) : []
  return new RowsPage(rows, total, perPage, page)
}

async function countOf(query: ModelQueryBuilderContract<LucidModel, any>) {
  const counting = query
    .clone()
    .clearOrder()
    .clearLimit()
    .clearOffset()
    .clearSelect()
    .count('* as total')
    .pojo<{ total: number | string }>()
  const [row] = await aggregateOnceInAWhile(counting, ([first]) => Number(first?.total ?? 0))
  return Number(row?.total ?? 0)
}

function pageOfRows<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  page: number,
  perPage: number
) {
  const id = `${query.model.table}.${query.model.primaryKey}`
  const pageIds = query.clone().clearSelect().select(id).forPage(page, perPage).pojo()
  const rows = query.clone()
  /*
   * The ids already satisfy the list's filters: the rows are read by primary
   * key only. With the filters kept, SQLite may walk the whole filtered index
   * to sort (it did for a team of 1,500 requests). A query that joins keeps
   * its filters, which may also restrict the joined rows.
   */
  if (!hasJoins(rows)) rows.clearWhere()
  return rows.whereIn(id, pageIds)
}

function hasJoins(query: ModelQueryBuilderContract<LucidModel, any>) {
  const statements = (query.knexQuery as unknown as { _statements?: { grouping?: string }[] })
    ._statements
  return !statements || statements.some((statement) => statement.grouping === 'join')
}
