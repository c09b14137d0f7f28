import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { databaseNow } from '#core/database/dialect'
import { instant } from '#core/database/plain_rows'
import { TIME_ZONE, todayInRome } from '#shared/time_zone'
import {
  monthRange,
  monthsOfYear,
  runningMonths,
  yearsBetween,
  type MonthSummary,
} from '#wallet/domain/statements'
import type { LedgerKind } from '#ledger/domain/accounts'

/** The team accounts with monthly statements: a dealer's wallet, what the platform owes a carrier. */
export type StatementAccount = 'dealer_wallet' | 'transporter_payable'

/** An instant as the database stores it (the ledger's `created_at`). */
export const stamp = (at: DateTime) => databaseNow(undefined, at.toLocal())

/** What the wallet held before an instant: the sum of its entries before it (index on account, team, time). */
async function balanceBefore(teamId: number, at: DateTime, account: StatementAccount) {
  const row = await db
    .from('ledger_entries')
    .where('account', account)
    .where('team_id', teamId)
    .where('created_at', '<', stamp(at))
    .sum('amount_cents as total')
    .first()
  return Number(row?.total ?? 0)
}

/**
 * A year of a dealer's wallet, month by month (opening, credits, debits,
 * closing, movements): two bounded queries however many months and
 * movements, the second one pass over the year's entries.
 */
export async function yearOfStatements(
  teamId: number,
  months: string[],
  account: StatementAccount = 'dealer_wallet'
): Promise<MonthSummary[]> {
  if (months.length === 0) return []
  const ranges = months.map((month) => ({ month, ...monthRange(month) }))
  const from = ranges[0].start
  const to = ranges.at(-1)!.end
  const query = db
    .from('ledger_entries')
    .where('account', account)
    .where('team_id', teamId)
    .where('created_at', '>=', stamp(from))
    .where('created_at', '<', stamp(to))
  for (const [index, range] of ranges.entries()) {
    const within = `created_at >= ? and created_at < ?`
    const bounds = [stamp(range.start), stamp(range.end)]
    query.select(
      db.raw(
        `coalesce(sum(case when ${within} and amount_cents > 0 then amount_cents else 0 end), 0) as c${index}`,
        bounds
      ),
      db.raw(
        `coalesce(sum(case when ${within} and amount_cents < 0 then amount_cents else 0 end), 0) as d${index}`,
        bounds
      ),
      db.raw(`coalesce(sum(case when ${within} then 1 else 0 end), 0) as n${index}`, bounds)
    )
  }
  const [row, opening] = await Promise.all([query.first(), balanceBefore(teamId, from, account)])
  return runningMonths(
    opening,
    ranges.map((range, index) => ({
      month: range.month,
      creditsCents: Number(row?.[`c${index}`] ?? 0),
      debitsCents: Number(row?.[`d${index}`] ?? 0),
      movements: Number(row?.[`n${index}`] ?? 0),
    }))
  )
}

export type StatementLine = {
  at: string
  kind: LedgerKind
  amountCents: number
  balanceCents: number
  orderReference: string | null
  transportReference: string | null
  reason: string | null
}

/**
 * One month of a dealer's wallet: its opening balance and every movement of
 * the month in time order, each with the balance after it, and the closing
 * balance. One month of one team: bounded by what the team did that month.
 */
export async function monthStatement(
  teamId: number,
  month: string,
  account: StatementAccount = 'dealer_wallet'
) {
  const { start, end } = monthRange(month)
  const [opening, rows] = await Promise.all([
    balanceBefore(teamId, start, account),
    db
      .from('ledger_entries')
      .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .leftJoin('orders', 'orders.id', 'ledger_transactions.order_id')
      .leftJoin('transports', 'transports.id', 'ledger_transactions.transport_id')
      .where('ledger_entries.account', account)
      .where('ledger_entries.team_id', teamId)
      .where('ledger_entries.created_at', '>=', stamp(start))
      .where('ledger_entries.created_at', '<', stamp(end))
      .orderBy('ledger_entries.created_at', 'asc')
      .orderBy('ledger_entries.id', 'asc')
      .select('ledger_entries.created_at', 'ledger_entries.amount_cents')
      .select('ledger_transactions.kind', 'ledger_transactions.reason')
      .select('orders.reference as order_reference', 'transports.reference as transport_reference'),
  ])
  let balance = opening
  const lines = rows.map((row): StatementLine => {
    balance += Number(row.amount_cents)
    return {
      at: instant(row.created_at)!,
      kind: row.kind,
      amountCents: Number(row.amount_cents),
      balanceCents: balance,
      orderReference: row.order_reference ?? null,
      transportReference: row.transport_reference ?? null,
      reason: row.reason ?? null,
    }
  })
  return { month, openingCents: opening, closingCents: balance, lines }
}

/** The first year the team's wallet moved (for the year choice), or null. */
export async function firstWalletYear(
  teamId: number,
  account: StatementAccount = 'dealer_wallet'
): Promise<number | null> {
  const row = await db
    .from('ledger_entries')
    .where('account', account)
    .where('team_id', teamId)
    .orderBy('id', 'asc')
    .select('created_at')
    .first()
  const at = row ? instant(row.created_at) : null
  return at ? DateTime.fromISO(at).setZone(TIME_ZONE).year : null
}

/** The statements page's data: the year asked (or this one), the years to choose from, its months. */
export async function statementYear(
  teamId: number,
  account: StatementAccount,
  asked: number | null
) {
  const today = todayInRome()
  const thisYear = Number(today.slice(0, 4))
  const year = asked ?? thisYear
  const first = (await firstWalletYear(teamId, account)) ?? thisYear
  return {
    year,
    years: yearsBetween(first, thisYear),
    months: await yearOfStatements(teamId, monthsOfYear(year, today), account),
  }
}
