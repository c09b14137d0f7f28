import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { currentPricingSettings } from '#pricing/queries/current_settings'

/**
 * The platform's account that bank transfers are paid to (Settings → General):
 * null while its IBAN is not set, and then bank transfer is not offered.
 */
export async function bankTransferAccount(client?: TransactionClientContract) {
  const { company } = await currentPricingSettings(client)
  const iban = company.iban.replaceAll(/\s+/g, '')
  return iban ? { iban, beneficiary: company.legalName, bankName: company.bankName } : null
}

/** What the bank transfers recorded for an order have put in the dealer's wallet so far. */
export async function receivedForOrder(orderId: number, client?: TransactionClientContract) {
  const row = await (client ?? db)
    .from('ledger_entries')
    .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .where('ledger_transactions.order_id', orderId)
    .where('ledger_transactions.kind', 'bank_transfer')
    .where('ledger_entries.account', 'dealer_wallet')
    .sum('ledger_entries.amount_cents as total')
    .first()
  return Number(row?.total ?? 0)
}
