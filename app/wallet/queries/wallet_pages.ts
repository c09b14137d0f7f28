/**
 * Reads behind the wallet pages: one page of a ledger, one page of the
 * staff's wallet list. Shaped by the transformers, not here.
 */
import db from '@adonisjs/lucid/services/db'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import User from '#identity/models/user'
import LedgerEntry from '#ledger/models/ledger_entry'
import { namesById } from '#core/database/plain_rows'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { paginatePlainRows } from '#core/database/paginate'
import { contains } from '#core/database/dialect'
import type { LedgerKind } from '#ledger/domain/accounts'

export const LEDGER_PER_PAGE = 25
export const WALLETS_PER_PAGE = 25

export type WalletSummary = {
  teamId: number
  name: string
  plan: string
  balanceCents: number
  entryCount: number
}

/** A line of a wallet: its entry, what moved the money, the order and who recorded it. */
export type WalletLine = {
  id: number
  kind: LedgerKind
  amountCents: number
  balanceAfterCents: number
  orderId: number | null
  orderReference: string | null
  reason: string | null
  createdBy: string | null
  createdAt: string
}

/**
 * A team's wallet (its `dealer_wallet` entries), newest first, each with its
 * transaction's kind, order and reason (one join on the primary key), the
 * orders' references and the authors' names beside the page (one query each).
 */
export async function ledgerPage(teamId: number, page: number): Promise<Paginated<WalletLine>> {
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(
      LedgerEntry,
      LedgerEntry.query()
        .where('ledger_entries.account', 'dealer_wallet')
        .where('ledger_entries.team_id', teamId)
        .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select('ledger_entries.id', 'ledger_entries.amount_cents')
        .select('ledger_entries.balance_after_cents', 'ledger_entries.created_at')
        .select('ledger_transactions.kind', 'ledger_transactions.order_id')
        .select('ledger_transactions.reason', 'ledger_transactions.created_by_id')
        .orderBy('ledger_entries.id', 'desc'),
      ['id', 'amountCents', 'balanceAfterCents', 'createdAt'],
      current,
      LEDGER_PER_PAGE,
      ['kind', 'order_id', 'reason', 'created_by_id']
    )
  )
  const rows = result.all()
  const [orders, authors] = await Promise.all([
    namesById(
      Order,
      rows.map((row) => toId(row.order_id)),
      'reference'
    ),
    namesById(
      User,
      rows.map((row) => toId(row.created_by_id)),
      'full_name'
    ),
  ])
  return paginated(result, (row) => {
    const orderId = toId(row.order_id)
    const authorId = toId(row.created_by_id)
    return {
      id: row.id,
      kind: row.kind as LedgerKind,
      amountCents: row.amountCents,
      balanceAfterCents: row.balanceAfterCents ?? 0,
      orderId,
      orderReference: orderId ? (orders.get(orderId) ?? null) : null,
      reason: (row.reason as string | null) ?? null,
      createdBy: authorId ? (authors.get(authorId) ?? null) : null,
      createdAt: row.createdAt!,
    }
  })
}

function toId(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

/** The dealer team whose wallet staff open, or null (unknown id, or not a dealer). */
export function walletOwner(teamId: number) {
  return Team.query()
    .where('id', teamId)
    .where('kind', 'dealer')
    .select('id', 'name', 'kind', 'plan')
    .first()
}

/**
 * Every dealer team, by name then id, filtered by name; for the page's teams
 * their balance (the running balance of their latest wallet entry) and their
 * number of movements, read for those teams only (one grouped query on the
 * wallet index, one lookup of the latest entries): the page costs the same
 * however long the ledgers grow.
 */
export async function walletsPage(filters: {
  page: number
  q?: string | null
}): Promise<Paginated<WalletSummary>> {
  const result = await paginateWithin(filters.page, (current) => {
    const query = db
      .from('teams')
      .where('teams.kind', 'dealer')
      .select('teams.id', 'teams.name', 'teams.plan')
      .orderBy('teams.name', 'asc')
      .orderBy('teams.id', 'asc')
    if (filters.q) query.whereRaw(...contains('teams.name', filters.q))
    return query.paginate(current, WALLETS_PER_PAGE)
  })
  const ids = result.all().map((row: any) => Number(row.id))
  const counts = ids.length
    ? await db
        .from('ledger_entries')
        .where('account', 'dealer_wallet')
        .whereIn('team_id', ids)
        .groupBy('team_id')
        .select('team_id')
        .count('* as entries')
        .max('id as last_id')
    : []
  const lastIds = counts.map((row) => Number(row.last_id))
  const balances = lastIds.length
    ? await db
        .from('ledger_entries')
        .whereIn('id', lastIds)
        .select('team_id', 'balance_after_cents')
    : []
  const countOf = new Map(counts.map((row) => [Number(row.team_id), Number(row.entries)]))
  const balanceOf = new Map(
    balances.map((row) => [Number(row.team_id), Number(row.balance_after_cents)])
  )
  return paginated(result, (row: any) => ({
    teamId: Number(row.id),
    name: row.name as string,
    plan: row.plan as string,
    balanceCents: balanceOf.get(Number(row.id)) ?? 0,
    entryCount: countOf.get(Number(row.id)) ?? 0,
  }))
}
