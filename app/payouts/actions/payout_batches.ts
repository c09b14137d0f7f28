/**
 * The life of a payout batch (docs/decisions.md "Payout batches"): created
 * from everything due, approved, marked paid. Each step is one transaction;
 * refusals write nothing. No HTTP, no translated text.
 */
import { notifyPayoutPaid } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#audit/actions/record_audit'
import { closeRequests } from '#payouts/actions/payout_requests'
import { err, ok, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import { TIME_ZONE } from '#shared/time_zone'
import { lockAccount, postTransaction } from '#ledger/actions/post_transaction'
import { payout as payoutPosting } from '#ledger/domain/postings'
import PayoutBatch from '#payouts/models/payout_batch'
import Payout from '#payouts/models/payout'
import {
  approveStep,
  messageIdOf,
  payStep,
  splitDue,
  type BatchError,
  type DueCarrier,
} from '#payouts/domain/batches'

export type CreateBatchError = 'nothing_due'
export type PayBatchError = BatchError | 'not_found' | 'posting_refused'

/** An expected failure thrown inside the transaction so that everything rolls back. */
class BatchFailure<E extends string> extends Error {
  constructor(readonly code: E) {
    super(code)
  }
}

async function inTransaction<T, E extends string>(
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<Result<T, E>> {
  try {
    return ok(await db.transaction(work))
  } catch (error) {
    if (error instanceof BatchFailure) return err(error.code as E)
    throw error
  }
}

/** The carrier teams with payables in no payout yet. */
async function teamsWithDuePayables(trx: TransactionClientContract) {
  const rows = await trx.from('payables').whereNull('payout_id').distinct('team_id')
  return rows.map((row) => Number(row.team_id)).sort((a, b) => a - b)
}

/** Per carrier (locked), what is due: its payables in no payout, its name and payout account. */
async function dueCarriers(teamIds: number[], trx: TransactionClientContract) {
  const rows = await trx
    .from('payables')
    .join('teams', 'teams.id', 'payables.team_id')
    .leftJoin('payout_accounts', 'payout_accounts.team_id', 'payables.team_id')
    .whereNull('payables.payout_id')
    .whereIn('payables.team_id', teamIds)
    .groupBy('payables.team_id', 'teams.name', 'payout_accounts.iban')
    .groupBy('payout_accounts.bic', 'payout_accounts.account_holder')
    .select('payables.team_id', 'teams.name', 'payout_accounts.iban')
    .select('payout_accounts.bic', 'payout_accounts.account_holder')
    .sum('payables.amount_cents as total')
    .max('payables.id as last_id')
    .orderBy('payables.team_id', 'asc')
  return rows.map((row) => ({
    teamId: Number(row.team_id),
    name: String(row.name),
    amountCents: Number(row.total),
    lastPayableId: Number(row.last_id),
    account: row.iban
      ? { iban: String(row.iban), bic: row.bic ?? null, accountHolder: String(row.account_holder) }
      : null,
  }))
}

/**
 * A new draft batch from everything due: one payout per carrier with a payout
 * account (the sum of its payables in no payout, its IBAN copied), each of
 * those payables linked to it; carriers without an account are listed as
 * skipped and keep their payables due. The carriers' payable accounts are
 * locked first (postTransaction's order), so two batches never take the same
 * payable.
 */
export async function createPayoutBatch(input: {
  /** null: the monthly batch the scheduler makes */
  byUserId: number | null
}): Promise<Result<PayoutBatch, CreateBatchError>> {
  return inTransaction<PayoutBatch, CreateBatchError>(async (trx) => {
    const teamIds = await teamsWithDuePayables(trx)
    for (const teamId of teamIds) await lockAccount('transporter_payable', teamId, trx)
    const carriers = teamIds.length ? await dueCarriers(teamIds, trx) : []
    const { paid, skipped } = splitDue(carriers as DueCarrier[])
    if (paid.length === 0) throw new BatchFailure('nothing_due')
    const batch = await PayoutBatch.create(
      { state: 'draft', skipped, createdById: input.byUserId },
      { client: trx }
    )
    batch.messageId = messageIdOf(batch.id, batch.createdAt)
    await batch.useTransaction(trx).save()
    for (const carrier of paid) {
      const created = await Payout.create(
        {
          batchId: batch.id,
          teamId: carrier.teamId,
          amountCents: carrier.amountCents,
          state: 'pending',
          iban: carrier.account.iban,
          bic: carrier.account.bic,
          accountHolder: carrier.account.accountHolder,
        },
        { client: trx }
      )
      const last = carriers.find((row) => row.teamId === carrier.teamId)!.lastPayableId
      await trx
        .from('payables')
        .where('team_id', carrier.teamId)
        .whereNull('payout_id')
        .where('id', '<=', last)
        .update({ payout_id: created.id })
    }
    await closeRequests(
      batch.id,
      paid.map((carrier) => carrier.teamId),
      trx
    )
    await auditBatch(batch, 'payout_batch.created', input.byUserId, null, 'draft', trx)
    return batch
  })
}

/** The batch, locked until the transaction ends (a PostgreSQL row lock). */
async function lockedBatch(batchId: number, trx: TransactionClientContract) {
  const batch = await lockForUpdate(PayoutBatch.query({ client: trx }).where('id', batchId), trx)
    .select('id', 'state', 'message_id')
    .first()
  if (!batch) throw new BatchFailure('not_found')
  return batch
}

/** draft → approved; anything else is refused and nothing changes. */
export function approvePayoutBatch(input: { batchId: number; byUserId: number }) {
  return inTransaction<PayoutBatch, PayBatchError>(async (trx) => {
    const batch = await lockedBatch(input.batchId, trx)
    const step = approveStep(batch.state)
    if (!step.ok) throw new BatchFailure(step.error)
    const changed = await trx
      .from('payout_batches')
      .where('id', batch.id)
      .where('state', 'draft')
      .update({ state: 'approved', approved_by_id: input.byUserId, approved_at: databaseNow(trx) })
    if (Number(changed) !== 1) throw new BatchFailure('not_draft')
    await auditBatch(batch, 'payout_batch.approved', input.byUserId, 'draft', 'approved', trx)
    return batch
  })
}

/**
 * approved → paid, once: under the batch's row lock, the state moves first
 * (a conditional update: a second request finds it paid and is refused),
 * then each payout posts its ledger `payout` (the carrier's payable → the
 * bank, key `payout:<id>`) in the same transaction. Any refusal rolls all
 * of it back.
 */
export function markPayoutBatchPaid(input: { batchId: number; byUserId: number }) {
  return inTransaction<PayoutBatch, PayBatchError>(async (trx) => {
    const batch = await lockedBatch(input.batchId, trx)
    const step = payStep(batch.state)
    if (!step.ok) throw new BatchFailure(step.error)
    const paidAt = DateTime.now()
    const changed = await trx
      .from('payout_batches')
      .where('id', batch.id)
      .where('state', 'approved')
      .update({ state: 'paid', paid_by_id: input.byUserId, paid_at: databaseNow(trx, paidAt) })
    if (Number(changed) !== 1) throw new BatchFailure('already_paid')
    const payouts = await Payout.query({ client: trx })
      .where('batch_id', batch.id)
      .orderBy('team_id', 'asc')
    for (const payout of payouts) await postPayout(payout, batch, input.byUserId, trx)
    await auditBatch(batch, 'payout_batch.paid', input.byUserId, 'approved', 'paid', trx)
    for (const payout of payouts) {
      await notifyPayoutPaid(
        {
          batchId: batch.id,
          teamId: payout.teamId,
          amountCents: payout.amountCents,
          reference: batch.messageId ?? `#${batch.id}`,
        },
        trx
      )
    }
    return batch
  })
}

/** A batch's step in the audit trail (who moved it, from which state to which). */
function auditBatch(
  batch: PayoutBatch,
  action: 'payout_batch.created' | 'payout_batch.approved' | 'payout_batch.paid',
  byUserId: number | null,
  from: string | null,
  to: string,
  trx: TransactionClientContract
) {
  return recordAudit(
    {
      actorUserId: byUserId,
      action,
      subjectType: 'payout_batch',
      subjectId: batch.id,
      subjectLabel: batch.messageId,
      before: from ? { state: from } : null,
      after: { state: to },
    },
    trx
  )
}

async function postPayout(
  payout: Payout,
  batch: PayoutBatch,
  byUserId: number,
  trx: TransactionClientContract
) {
  const posted = await postTransaction(
    {
      kind: 'payout',
      key: `payout:${payout.id}`,
      entries: payoutPosting(payout.teamId, payout.amountCents),
      teamId: payout.teamId,
      reason: batch.messageId,
      byUserId,
    },
    trx
  )
  if (!posted.ok) {
    throw new BatchFailure(posted.error === 'duplicate' ? 'already_paid' : 'posting_refused')
  }
  await trx
    .from('payouts')
    .where('id', payout.id)
    .update({
      state: 'paid',
      ledger_transaction_id: posted.value.id,
      paid_at: databaseNow(trx, posted.value.createdAt),
    })
}

/**
 * The monthly batch (PayoutsMonthlyJob): from the first day of a month, if no
 * batch was made this month and something is due, a draft batch of
 * everything due, for staff to approve and pay. Idempotent: once a batch of
 * the month exists (made by staff or by this job), nothing happens.
 */
export async function runMonthlyPayoutBatch(today: string) {
  const monthStart = DateTime.fromISO(`${today.slice(0, 7)}-01`, { zone: TIME_ZONE })
  const existing = await db
    .from('payout_batches')
    .where('created_at', '>=', databaseNow(undefined, monthStart.toLocal()))
    .first()
  if (existing) return null
  const created = await createPayoutBatch({ byUserId: null })
  return created.ok ? created.value : null
}
