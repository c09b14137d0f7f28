import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { instant } from '#core/database/plain_rows'
import { TIME_ZONE } from '#shared/time_zone'
import type { LedgerAccount } from '#ledger/domain/accounts'
import { monthRange } from '#wallet/domain/statements'
import { stamp } from '#wallet/queries/statements'
import { overviewMonths, type AccountMonth } from '#wallet/domain/money_overview'

/** Each account's balance before an instant (index on account, time, amount). */
async function balancesBefore(at: DateTime) {
  const rows = await db
    .from('ledger_entries')
    .where('created_at', '<', stamp(at))
    .groupBy('account')
    .select('account')
    .sum('amount_cents as total')
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total ?? 0)])) as Partial<
    Record<LedgerAccount, number>
  >
}

/**
 * The platform's money over these months (consecutive, oldest first): two
 * queries whatever the number of entries, both bounded by the index on
 * (account, created_at, amount_cents): the balances before the first month,
 * and one pass over the period summing each account's ins and outs per month.
 */
export async function moneyOverview(months: string[]) {
  if (months.length === 0) return []
  const ranges = months.map((month) => ({ month, ...monthRange(month) }))
  const query = db
    .from('ledger_entries')
    .where('created_at', '>=', stamp(ranges[0].start))
    .where('created_at', '<', stamp(ranges.at(-1)!.end))
    .groupBy('account')
    .select('account')
  for (const [index, range] of ranges.entries()) {
    const bounds = [stamp(range.start), stamp(range.end)]
    const within = 'created_at >= ? and created_at < ?'
    query.select(
      db.raw(
        `sum(case when ${within} and amount_cents > 0 then amount_cents else 0 end) as i${index}`,
        bounds
      ),
      db.raw(
        `sum(case when ${within} and amount_cents < 0 then amount_cents else 0 end) as o${index}`,
        bounds
      )
    )
  }
  const [rows, opening] = await Promise.all([query, balancesBefore(ranges[0].start)])
  return overviewMonths(
    opening,
    ranges.map((range, index) => ({
      month: range.month,
      accounts: Object.fromEntries(
        rows.map((row): [LedgerAccount, AccountMonth] => [
          row.account,
          { inCents: Number(row[`i${index}`] ?? 0), outCents: Number(row[`o${index}`] ?? 0) },
        ])
      ),
    }))
  )
}

/** The first year the ledger moved (for the year choice), or null. */
export async function firstLedgerYear(): Promise<number | null> {
  const row = await db.from('ledger_entries').orderBy('id', 'asc').select('created_at').first()
  const at = row ? instant(row.created_at) : null
  return at ? DateTime.fromISO(at).setZone(TIME_ZONE).year : null
}
