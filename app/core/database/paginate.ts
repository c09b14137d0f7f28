import { ModelPaginator } from '@adonisjs/lucid/orm'
import type {
  LucidModel,
  ModelPaginatorContract,
  ModelQueryBuilderContract,
} from '@adonisjs/lucid/types/model'
import { aggregateOnceInAWhile } from '#core/database/large_counts'

/**
 * `query.paginate(page, perPage)` with a count that stays cheap: the total
 * of a large list (1,000 rows or more) is counted once a minute, not on every
 * visit (app/core/database/large_counts.ts); a smaller list is counted
 * exactly every time. The rows are always read fresh. Same result as Lucid's
 * paginate (a ModelPaginator), for `paginateWithin` and `paginated`.
 *
 * The page's rows are found by their ids first (a "deferred join"): the
 * offset walks the list's index only, and only the page's rows are read,
 * so page 200 costs about what page 1 does.
 */
export async function paginateQuery<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  page: number,
  perPage: number
): Promise<ModelPaginatorContract<InstanceType<Model>>> {
  const counting = query
    .clone()
    .clearOrder()
    .clearLimit()
    .clearOffset()
    .clearSelect()
    .count('* as total')
    .pojo<{ total: number | string }>()
  const [row] = await aggregateOnceInAWhile(counting, ([first]) => Number(first?.total ?? 0))
  const total = Number(row?.total ?? 0)
  const rows = total > 0 ? await pageOfRows(query, page, perPage) : []
  return new ModelPaginator(total, perPage, page, ...rows) as unknown as ModelPaginatorContract<
    InstanceType<Model>
  >
}

function pageOfRows<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  page: number,
  perPage: number
) {
  const id = `${query.model.table}.${query.model.primaryKey}`
  const pageIds = query.clone().clearSelect().select(id).forPage(page, perPage).pojo()
  return query.clone().whereIn(id, pageIds)
}
