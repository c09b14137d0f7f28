import ClosingDay from '#teams/models/closing_day'
import { todayInRome } from '#shared/time_zone'
import { paginated, paginateWithin, type Paginated } from '#core/paging'

export const GLOBAL_CLOSING_DAYS_PER_PAGE = 25

function globalOnly() {
  return ClosingDay.query().whereNull('team_id').whereNull('address_id').whereNull('supplier_id')
}

/** The platform-wide closing day of this id, or null. */
export function findGlobalClosingDay(id: number) {
  return globalOnly().where('id', id).first()
}

/** Platform-wide closings: current and upcoming first (soonest first), then past ones (latest first). */
export async function listGlobalClosingDays(page: number): Promise<Paginated<ClosingDay>> {
  const today = todayInRome()
  const result = await paginateWithin(page, (current) =>
    globalOnly()
      .select('id', 'starts_on', 'ends_on', 'reason')
      .orderByRaw('CASE WHEN ends_on >= ? THEN 0 ELSE 1 END ASC', [today])
      .orderByRaw('CASE WHEN ends_on >= ? THEN starts_on END ASC', [today])
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'asc')
      .paginate(current, GLOBAL_CLOSING_DAYS_PER_PAGE)
  )
  return paginated(result)
}
