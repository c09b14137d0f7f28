import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LedgerAccount } from '#ledger/domain/accounts'

/**
 * A team account's balance in cents: the running balance of its latest entry
 * (0 without entries). Entries are appended under the account's row lock,
 * each with the balance after it, so this is the sum of the account's
 * entries, read with one index lookup (ledger_entries (account, team_id, id))
 * however long the ledger grows.
 */
export async function accountBalance(
  account: LedgerAccount,
  teamId: number,
  client?: QueryClientContract
): Promise<number> {
  const row = await (client ?? db)
    .from('ledger_entries')
    .where('account', account)
    .where('team_id', teamId)
    .orderBy('id', 'desc')
    .select('balance_after_cents')
    .first()
  return Number(row?.balance_after_cents ?? 0)
}

/** A dealer team's wallet balance (negative only while a dry-run fee left a debt). */
export function walletBalance(teamId: number, client?: QueryClientContract) {
  return accountBalance('dealer_wallet', teamId, client)
}

/** What the platform owes a carrier team and has not paid out yet. */
export function payableBalance(teamId: number, client?: QueryClientContract) {
  return accountBalance('transporter_payable', teamId, client)
}

/** What is held for a transport (net of VAT): its payment, less refunds, until it completes. */
export async function heldFor(transportId: number, client?: QueryClientContract) {
  const row = await (client ?? db)
    .from('ledger_entries')
    .where('transport_id', transportId)
    .where('account', 'held')
    .sum('amount_cents as total')
    .first()
  return Number(row?.total ?? 0)
}
