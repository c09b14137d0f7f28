import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/** A team's wallet balance in cents: always the sum of its ledger, never a stored number. */
export async function balanceOf(
  teamId: number,
  client?: QueryClientContract | TransactionClientContract
): Promise<number> {
  const row = await (client ?? db)
    .from('wallet_entries')
    .where('team_id', teamId)
    .sum('amount_cents as total')
    .first()
  return Number(row?.total ?? 0)
}
