import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * A team's wallet balance in cents: the running balance of its ledger, i.e.
 * `balance_after_cents` of its latest entry (0 without entries). Entries are
 * only appended, under the wallet's lock, each with the balance after it
 * (appendWalletEntry), so the latest entry's balance is the sum of the ledger;
 * reading it is one index lookup however long the ledger grows.
 */
export async function balanceOf(
  teamId: number,
  client?: QueryClientContract | TransactionClientContract
): Promise<number> {
  const row = await (client ?? db)
    .from('wallet_entries')
    .where('team_id', teamId)
    .orderBy('id', 'desc')
    .select('balance_after_cents')
    .first()
  return Number(row?.balance_after_cents ?? 0)
}
