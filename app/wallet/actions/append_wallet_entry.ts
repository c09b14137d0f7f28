import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Wallet from '#wallet/models/wallet'
import WalletEntry, { type WalletEntryKind } from '#wallet/models/wallet_entry'
import { balanceOf } from '#wallet/queries/balance'
import { balanceAfter, MAX_ENTRY_CENTS } from '#wallet/domain/ledger'
import { err, ok, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'

export type WalletEntryInput = {
  teamId: number
  kind: WalletEntryKind
  /** Signed integer cents: credits positive, debits negative. */
  amountCents: number
  orderId?: number | null
  /** a dispute refund's transport: one entry of a kind per transport */
  transportId?: number | null
  /** a dry run's fee or compensation: one entry of a kind per dry run */
  dryRunId?: number | null
  reason?: string | null
  byUserId: number | null
}

export type WalletError = 'insufficient_funds' | 'invalid_amount' | 'duplicate_entry'

/**
 * Locks the team's wallet row until the transaction ends: every write to a
 * team's ledger goes through here, so two spends of one wallet never
 * interleave. The row is created race-safely (insert … on conflict do
 * nothing) the first time. SQLite serialises write transactions by itself
 * and has no row locks.
 */
export async function lockWallet(teamId: number, trx: TransactionClientContract): Promise<Wallet> {
  await trx
    .knexQuery()
    .table('wallets')
    .insert({ team_id: teamId, created_at: databaseNow(trx) })
    .onConflict('team_id')
    .ignore()
  return lockForUpdate(Wallet.query({ client: trx }).where('team_id', teamId), trx).firstOrFail()
}

/**
 * Appends one line to a team's ledger inside the caller's transaction: locks
 * the wallet, recomputes the balance from the ledger, refuses to go below
 * zero (except an imposed charge, DEBT_KINDS in the ledger's rules), stores
 * the balance after the entry.
 */
export async function appendWalletEntry(
  input: WalletEntryInput,
  trx: TransactionClientContract
): Promise<Result<WalletEntry, WalletError>> {
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents === 0 ||
    Math.abs(input.amountCents) > MAX_ENTRY_CENTS
  ) {
    return err('invalid_amount')
  }
  await lockWallet(input.teamId, trx)
  if (input.orderId) {
    const existing = await WalletEntry.query({ client: trx })
      .where('order_id', input.orderId)
      .where('kind', input.kind)
      .first()
    if (existing) return err('duplicate_entry')
  }
  if (input.transportId) {
    const existing = await WalletEntry.query({ client: trx })
      .where('transport_id', input.transportId)
      .where('kind', input.kind)
      .first()
    if (existing) return err('duplicate_entry')
  }
  if (input.dryRunId) {
    const existing = await WalletEntry.query({ client: trx })
      .where('dry_run_id', input.dryRunId)
      .where('kind', input.kind)
      .first()
    if (existing) return err('duplicate_entry')
  }
  const after = balanceAfter(await balanceOf(input.teamId, trx), input.amountCents, input.kind)
  if (after === null) return err('insufficient_funds')
  const entry = await WalletEntry.create(
    {
      teamId: input.teamId,
      kind: input.kind,
      amountCents: input.amountCents,
      balanceAfterCents: after,
      orderId: input.orderId ?? null,
      transportId: input.transportId ?? null,
      dryRunId: input.dryRunId ?? null,
      reason: input.reason ?? null,
      createdById: input.byUserId,
    },
    { client: trx }
  )
  return ok(entry)
}

type Movement = Omit<WalletEntryInput, 'amountCents' | 'teamId'>

/** Runs `work` in the given transaction, or in a new one. */
function within<T>(
  trx: TransactionClientContract | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
) {
  return trx ? work(trx) : db.transaction(work)
}

/** Adds `cents` (positive) to the team's wallet. */
export function creditWallet(
  teamId: number,
  cents: number,
  movement: Movement,
  trx?: TransactionClientContract
) {
  if (!(cents > 0)) return Promise.resolve(err('invalid_amount' as const))
  return within(trx, (client) =>
    appendWalletEntry({ ...movement, teamId, amountCents: cents }, client)
  )
}

/** Takes `cents` (positive) from the team's wallet; refuses when the balance does not cover it. */
export function debitWallet(
  teamId: number,
  cents: number,
  movement: Movement,
  trx?: TransactionClientContract
) {
  if (!(cents > 0)) return Promise.resolve(err('invalid_amount' as const))
  return within(trx, (client) =>
    appendWalletEntry({ ...movement, teamId, amountCents: -cents }, client)
  )
}

/**
 * An admin's manual credit or debit (kind `adjustment`): the reason and the
 * admin are stored on the entry — the audit trail.
 */
export function adjustWallet(input: {
  teamId: number
  direction: 'credit' | 'debit'
  /** Positive integer cents. */
  amount: number
  reason: string
  adminUserId: number
}) {
  const movement = {
    kind: 'adjustment' as const,
    reason: input.reason,
    byUserId: input.adminUserId,
  }
  return input.direction === 'credit'
    ? creditWallet(input.teamId, input.amount, movement)
    : debitWallet(input.teamId, input.amount, movement)
}

/** For demo data: gives a dealer team a starting balance. */
export function seedWalletCredit(
  teamId: number,
  cents: number,
  reason: string,
  adminUserId: number | null
) {
  return creditWallet(teamId, cents, { kind: 'adjustment', reason, byUserId: adminUserId })
}
