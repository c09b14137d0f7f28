import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import LedgerTransaction from '#ledger/models/ledger_transaction'
import LedgerEntry from '#ledger/models/ledger_entry'
import Payable, { type PayableKind } from '#ledger/models/payable'
import {
  balanceAfter,
  checkEntries,
  isTeamAccount,
  type BalanceRefusal,
  type EntryLine,
  type LedgerAccount,
  type LedgerKind,
} from '#ledger/domain/accounts'
import { accountBalance, heldFor } from '#ledger/queries/balances'
import { err, ok, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import db from '@adonisjs/lucid/services/db'

export type PostingInput = {
  kind: LedgerKind
  /**
   * Unique: the business event (`order_payment:12`, `completion:7`,
   * `stripe_session:cs_…`) or a retried request's key. A second posting with
   * the same key is refused ('duplicate') and moves nothing.
   */
  key?: string | null
  entries: EntryLine[]
  /** the team the movement is about */
  teamId?: number | null
  orderId?: number | null
  transportId?: number | null
  dryRunId?: number | null
  reason?: string | null
  byUserId?: number | null
  /** what a credit of a carrier's payable account is for (one `payables` row) */
  payable?: { kind: PayableKind; transportId?: number | null; dryRunId?: number | null }
}

export type PostingError = BalanceRefusal | 'duplicate' | 'insufficient_funds' | 'held_exceeded'

/**
 * Locks a team account's row until the transaction ends: every posting to a
 * team's wallet or payable goes through here, so two spends of one account
 * never interleave (PostgreSQL row lock; SQLite serialises write
 * transactions by itself). The row is created race-safely the first time.
 */
export async function lockAccount(
  account: LedgerAccount,
  teamId: number,
  trx: TransactionClientContract
) {
  await trx
    .knexQuery()
    .table('ledger_accounts')
    .insert({ account, team_id: teamId, created_at: databaseNow(trx) })
    .onConflict(['account', 'team_id'])
    .ignore()
  await lockForUpdate(
    trx.from('ledger_accounts').where('account', account).where('team_id', teamId),
    trx
  ).first()
}

/** Runs `work` in the given transaction, or in a new one. */
export function within<T>(
  trx: TransactionClientContract | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
) {
  return trx ? work(trx) : db.transaction(work)
}

/**
 * Posts one balanced transaction inside the caller's transaction: checks the
 * entries, locks every team account it touches (in a fixed order, so two
 * postings never wait on each other crosswise), refuses a key already used,
 * computes each team account's running balance (a wallet pays only with what
 * it holds, a payable never goes below zero, nothing held goes below zero),
 * then appends the transaction, its entries and the carrier's payable row.
 * Refusals write nothing.
 */
export async function postTransaction(
  input: PostingInput,
  trx: TransactionClientContract
): Promise<Result<LedgerTransaction, PostingError>> {
  const refusal = checkEntries(input.entries)
  if (refusal) return err(refusal)

  const teamAccounts = [
    ...new Set(
      input.entries
        .filter((entry) => isTeamAccount(entry.account))
        .map((entry) => `${entry.account}:${entry.teamId}`)
    ),
  ].sort()
  for (const key of teamAccounts) {
    const [account, teamId] = key.split(':')
    await lockAccount(account as LedgerAccount, Number(teamId), trx)
  }

  if (input.key) {
    const used = await trx
      .from('ledger_transactions')
      .where('idempotency_key', input.key)
      .select('id')
      .first()
    if (used) return err('duplicate')
  }

  const balances = new Map<string, number>()
  const afters: (number | null)[] = []
  for (const entry of input.entries) {
    if (isTeamAccount(entry.account)) {
      const key = `${entry.account}:${entry.teamId}`
      const current = balances.has(key)
        ? balances.get(key)!
        : await accountBalance(entry.account, entry.teamId!, trx)
      const after = balanceAfter(entry.account, current, entry.amountCents, input.kind)
      if (after === null) return err('insufficient_funds')
      balances.set(key, after)
      afters.push(after)
    } else {
      if (entry.account === 'held' && entry.amountCents < 0) {
        const held = await heldFor(entry.transportId!, trx)
        if (held + entry.amountCents < 0) return err('held_exceeded')
      }
      afters.push(null)
    }
  }

  const transaction = await LedgerTransaction.create(
    {
      kind: input.kind,
      idempotencyKey: input.key ?? null,
      teamId: input.teamId ?? null,
      orderId: input.orderId ?? null,
      transportId: input.transportId ?? null,
      dryRunId: input.dryRunId ?? null,
      reason: input.reason ? input.reason.slice(0, 500) : null,
      createdById: input.byUserId ?? null,
    },
    { client: trx }
  )
  await LedgerEntry.createMany(
    input.entries.map((entry, index) => ({
      transactionId: transaction.id,
      account: entry.account,
      teamId: entry.teamId ?? null,
      transportId: entry.transportId ?? null,
      amountCents: entry.amountCents,
      balanceAfterCents: afters[index] ?? null,
      createdAt: transaction.createdAt,
    })),
    { client: trx }
  )
  if (input.payable) {
    for (const entry of input.entries) {
      if (entry.account !== 'transporter_payable' || entry.amountCents <= 0) continue
      await Payable.create(
        {
          teamId: entry.teamId!,
          kind: input.payable.kind,
          transportId: input.payable.transportId ?? null,
          dryRunId: input.payable.dryRunId ?? null,
          ledgerTransactionId: transaction.id,
          amountCents: entry.amountCents,
          createdAt: transaction.createdAt,
        },
        { client: trx }
      )
    }
  }
  return ok(transaction)
}
