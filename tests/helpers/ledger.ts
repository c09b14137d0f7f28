import db from '@adonisjs/lucid/services/db'
import type { LedgerAccount } from '#ledger/domain/accounts'

export type AccountLine = {
  id: number
  transactionId: number
  kind: string
  amountCents: number
  balanceAfterCents: number | null
  orderId: number | null
  transportId: number | null
  dryRunId: number | null
  reason: string | null
  createdById: number | null
  key: string | null
}

/** A team account's entries (oldest first) with their transaction's kind, links and key. */
export async function accountLines(account: LedgerAccount, teamId: number): Promise<AccountLine[]> {
  const rows = await db
    .from('ledger_entries')
    .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .where('ledger_entries.account', account)
    .where('ledger_entries.team_id', teamId)
    .orderBy('ledger_entries.id', 'asc')
    .select(
      'ledger_entries.id',
      'ledger_entries.transaction_id',
      'ledger_entries.amount_cents',
      'ledger_entries.balance_after_cents',
      'ledger_transactions.kind',
      'ledger_transactions.order_id',
      'ledger_transactions.transport_id',
      'ledger_transactions.dry_run_id',
      'ledger_transactions.reason',
      'ledger_transactions.created_by_id',
      'ledger_transactions.idempotency_key'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    transactionId: Number(row.transaction_id),
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    balanceAfterCents: row.balance_after_cents === null ? null : Number(row.balance_after_cents),
    orderId: row.order_id === null ? null : Number(row.order_id),
    transportId: row.transport_id === null ? null : Number(row.transport_id),
    dryRunId: row.dry_run_id === null ? null : Number(row.dry_run_id),
    reason: row.reason,
    createdById: row.created_by_id === null ? null : Number(row.created_by_id),
    key: row.idempotency_key,
  }))
}

/** A dealer team's wallet lines, oldest first. */
export function walletLines(teamId: number) {
  return accountLines('dealer_wallet', teamId)
}

/** A carrier team's payable lines, oldest first. */
export function payableLines(teamId: number) {
  return accountLines('transporter_payable', teamId)
}

/** Every transaction's entries sum to zero (the ledger's first invariant). */
export async function unbalancedTransactions(): Promise<number[]> {
  const rows = await db
    .from('ledger_entries')
    .groupBy('transaction_id')
    .select('transaction_id')
    .sum('amount_cents as total')
  return rows.filter((row) => Number(row.total) !== 0).map((row) => Number(row.transaction_id))
}

/**
 * Removes the money rows of these teams and of their orders and transports:
 * invoices and credit notes with their lines, files and SDI deliveries, then
 * payables, ledger entries, transactions and account locks (for the
 * PostgreSQL race tests that commit and clean up after themselves; the
 * application never deletes them). Call it before deleting the transports,
 * orders and teams.
 */
export async function deleteLedgerOf(teamIds: number[]) {
  if (teamIds.length === 0) return
  const transports = db
    .from('transports')
    .whereIn('team_id', teamIds)
    .orWhereIn('transporter_team_id', teamIds)
    .select('id')
  const orders = db.from('orders').whereIn('team_id', teamIds).select('id')
  await deleteInvoices(
    (
      await db
        .from('invoices')
        .whereIn('team_id', teamIds)
        .orWhereIn('transport_id', transports)
        .orWhereIn('order_id', orders)
        .select('id')
    ).map((row) => Number(row.id))
  )
  const viaEntries = await db
    .from('ledger_entries')
    .whereIn('team_id', teamIds)
    .orWhereIn('transport_id', transports)
    .distinct('transaction_id as id')
  const direct = await db
    .from('ledger_transactions')
    .whereIn('team_id', teamIds)
    .orWhereIn('transport_id', transports)
    .orWhereIn('order_id', orders)
    .select('id')
  const ids = [...new Set([...viaEntries, ...direct].map((row) => Number(row.id)))]
  await db.from('payables').whereIn('team_id', teamIds).delete()
  await deletePayoutsOf(teamIds)
  if (ids.length > 0) {
    await db.from('payables').whereIn('ledger_transaction_id', ids).delete()
    await db.from('ledger_entries').whereIn('transaction_id', ids).delete()
    await db.from('ledger_transactions').whereIn('id', ids).delete()
  }
  await db.from('ledger_accounts').whereIn('team_id', teamIds).delete()
  /* the audit lines of these teams' members (staff who acted) and of their transports */
  await db
    .from('audit_events')
    .whereIn('actor_user_id', db.from('team_members').whereIn('team_id', teamIds).select('user_id'))
    .orWhere((query) =>
      query.where('subject_type', 'transport').whereIn('subject_id', transports.clone())
    )
    .delete()
}

/** The teams' payouts, then the batches left without any payout. */
async function deletePayoutsOf(teamIds: number[]) {
  const batches = await db.from('payouts').whereIn('team_id', teamIds).distinct('batch_id')
  await db.from('payouts').whereIn('team_id', teamIds).delete()
  const batchIds = batches.map((row) => Number(row.batch_id))
  if (batchIds.length === 0) return
  await db
    .from('payout_batches')
    .whereIn('id', batchIds)
    .whereNotExists((query) =>
      query.from('payouts').whereColumn('payouts.batch_id', 'payout_batches.id')
    )
    .delete()
}

/** Invoices and the credit notes that refer to them, with their lines, files and deliveries. */
async function deleteInvoices(invoiceIds: number[]) {
  if (invoiceIds.length === 0) return
  const notes = await db.from('invoices').whereIn('related_invoice_id', invoiceIds).select('id')
  const ids = [...new Set([...invoiceIds, ...notes.map((row) => Number(row.id))])]
  await db.from('sdi_transmissions').whereIn('invoice_id', ids).delete()
  await db.from('invoice_files').whereIn('invoice_id', ids).delete()
  await db.from('invoice_lines').whereIn('invoice_id', ids).delete()
  await db.from('invoices').whereIn('id', ids).whereNotNull('related_invoice_id').delete()
  await db.from('invoices').whereIn('id', ids).delete()
}
