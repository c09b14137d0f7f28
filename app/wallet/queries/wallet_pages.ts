/**
 * Reads behind the wallet pages, shaped for the pages (dates as ISO strings).
 */
import db from '@adonisjs/lucid/services/db'
import WalletEntry from '#wallet/models/wallet_entry'
import { balanceOf } from '#wallet/queries/balance'

export const LEDGER_PER_PAGE = 25
export const WALLETS_PER_PAGE = 25

export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

function meta(result: {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
}): PageMeta {
  return {
    total: result.total,
    perPage: result.perPage,
    currentPage: result.currentPage,
    lastPage: result.lastPage,
  }
}

export function serializeEntry(entry: WalletEntry) {
  return {
    id: entry.id,
    kind: entry.kind,
    amountCents: entry.amountCents,
    balanceAfterCents: entry.balanceAfterCents,
    orderId: entry.orderId,
    orderReference: entry.order?.reference ?? null,
    reason: entry.reason,
    createdBy: entry.createdBy?.fullName ?? null,
    createdAt: entry.createdAt.toISO()!,
  }
}

/** A team's ledger, newest first (id breaks ties), with its balance. */
export async function walletLedger(
  teamId: number,
  page: number
): Promise<{
  balanceCents: number
  entries: { data: ReturnType<typeof serializeEntry>[]; meta: PageMeta }
}> {
  const result = await WalletEntry.query()
    .where('team_id', teamId)
    .preload('order')
    .preload('createdBy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, LEDGER_PER_PAGE)
  if (result.all().length === 0 && page > 1 && page > result.lastPage)
    return walletLedger(teamId, result.lastPage)
  return {
    balanceCents: await balanceOf(teamId),
    entries: { data: result.all().map(serializeEntry), meta: meta(result) },
  }
}

/**
 * Every dealer team with its balance and last movement: one grouped query
 * (teams left-joined to their ledger), filtered by name, by name then id.
 */
export async function listWallets(filters: { page: number; q?: string | null }) {
  const query = db
    .from('teams')
    .leftJoin('wallet_entries', 'wallet_entries.team_id', 'teams.id')
    .where('teams.kind', 'dealer')
    .groupBy('teams.id', 'teams.name', 'teams.plan')
    .select('teams.id', 'teams.name', 'teams.plan')
    .select(db.raw('coalesce(sum(wallet_entries.amount_cents), 0) as balance_cents'))
    .select(db.raw('count(wallet_entries.id) as entry_count'))
    .orderBy('teams.name', 'asc')
    .orderBy('teams.id', 'asc')
  if (filters.q)
    query.whereILike('teams.name', `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
  const result = await query.paginate(filters.page, WALLETS_PER_PAGE)
  if (result.all().length === 0 && filters.page > 1 && filters.page > result.lastPage) {
    return listWallets({ ...filters, page: result.lastPage })
  }
  return {
    data: result.all().map((row: any) => ({
      teamId: Number(row.id),
      name: row.name as string,
      plan: row.plan as string,
      balanceCents: Number(row.balance_cents),
      entryCount: Number(row.entry_count),
    })),
    meta: meta(result),
  }
}
