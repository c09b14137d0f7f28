/**
 * Reads behind the wallet pages: one page of a ledger, one page of the
 * staff's wallet list. Shaped by the transformers, not here.
 */
import db from '@adonisjs/lucid/services/db'
import Team from '#teams/models/team'
import WalletEntry from '#wallet/models/wallet_entry'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { paginateQuery } from '#core/database/paginate'
import { contains } from '#core/database/dialect'

export const LEDGER_PER_PAGE = 25
export const WALLETS_PER_PAGE = 25

export type WalletSummary = {
  teamId: number
  name: string
  plan: string
  balanceCents: number
  entryCount: number
}

/** A team's ledger, newest first (id breaks ties); the order reference and the author preloaded. */
export async function ledgerPage(teamId: number, page: number): Promise<Paginated<WalletEntry>> {
  const result = await paginateWithin(page, (current) =>
    paginateQuery(
      WalletEntry.query()
        .where('team_id', teamId)
        .select('id', 'kind', 'amount_cents', 'balance_after_cents', 'order_id', 'reason')
        .select('created_by_id', 'created_at')
        .preload('order', (order) => order.select('id', 'reference'))
        .preload('createdBy', (user) => user.select('id', 'full_name'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
      current,
      LEDGER_PER_PAGE
    )
  )
  return paginated(result)
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
 * Every dealer team with its balance and number of movements: one grouped
 * query (teams left-joined to their ledger), filtered by name, by name then id.
 */
export async function walletsPage(filters: {
  page: number
  q?: string | null
}): Promise<Paginated<WalletSummary>> {
  const result = await paginateWithin(filters.page, (current) => {
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
    if (filters.q) query.whereRaw(...contains('teams.name', filters.q))
    return query.paginate(current, WALLETS_PER_PAGE)
  })
  return paginated(result, (row: any) => ({
    teamId: Number(row.id),
    name: row.name as string,
    plan: row.plan as string,
    balanceCents: Number(row.balance_cents),
    entryCount: Number(row.entry_count),
  }))
}
