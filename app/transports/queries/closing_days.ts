import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ClosingDayRange } from '#shared/working_days'
import { toIsoDate } from '#transports/domain/dates'

/**
 * Closing days that apply to a team's transports: the platform-wide ones
 * (no team, no address, no supplier) and the team's own (team or its addresses).
 */
export async function closingDaysForTeams(
  teamIds: number[],
  trx?: TransactionClientContract
): Promise<ClosingDayRange[]> {
  const client = trx ?? db
  const rows = await client
    .from('closing_days')
    .where((query) => {
      query.where((global) =>
        global.whereNull('team_id').whereNull('address_id').whereNull('supplier_id')
      )
      if (teamIds.length > 0) query.orWhereIn('team_id', teamIds)
    })
    .select('starts_on', 'ends_on')
  return rows
    .map((row: any) => ({ from: toIsoDate(row.starts_on), to: toIsoDate(row.ends_on) }))
    .filter(
      (range): range is ClosingDayRange =>
        range.from !== null && range.to !== null && range.to >= range.from
    )
}
