/**
 * Payout batches (docs/decisions.md "Payout batches"). Pure: the batch's
 * state machine, how due payables become one payout per carrier, the jobs'
 * payout states and the SEPA transfers of a batch. No database, no HTTP.
 */
import type { DateTime } from 'luxon'
import { err, ok, type Result } from '#core/result'
import type { SepaBatch } from '#payouts/domain/sepa'

export const BATCH_STATES = ['draft', 'approved', 'paid'] as const
export type BatchState = (typeof BATCH_STATES)[number]

export type PayoutState = 'pending' | 'paid'

/** A carrier's job as its Payments page shows it (DOMAIN.md §5, "money held fairly"). */
export const JOB_STATUSES = ['held', 'due', 'in_payout', 'paid'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** Transport states whose carrier's payout is still held by the platform: assigned, not completed. */
export const HELD_TRANSPORT_STATES = [
  'assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'delivered',
  'disputed',
] as const

export type BatchError = 'not_draft' | 'not_approved' | 'already_paid'

/** draft → approved: only a draft. */
export function approveStep(state: BatchState): Result<BatchState, BatchError> {
  if (state === 'draft') return ok('approved')
  return err(state === 'paid' ? 'already_paid' : 'not_draft')
}

/** approved → paid: only an approved batch, once. */
export function payStep(state: BatchState): Result<BatchState, BatchError> {
  if (state === 'approved') return ok('paid')
  return err(state === 'paid' ? 'already_paid' : 'not_approved')
}

/** The SEPA file exists once the batch is approved (and stays downloadable once paid). */
export function hasSepaFile(state: BatchState) {
  return state === 'approved' || state === 'paid'
}

/**
 * What a carrier sees of a payable: in a payout of an approved batch, paid
 * once the batch is; otherwise still due (a draft batch is staff's work in
 * progress and can still change).
 */
export function jobStatusOf(batchState: BatchState | null): Exclude<JobStatus, 'held'> {
  if (batchState === 'paid') return 'paid'
  if (batchState === 'approved') return 'in_payout'
  return 'due'
}

/** The batch states a carrier sees its payouts in. */
export const VISIBLE_TO_CARRIER: readonly BatchState[] = ['approved', 'paid']

export type DueCarrier = {
  teamId: number
  name: string
  amountCents: number
  account: { iban: string; bic: string | null; accountHolder: string } | null
}

export type SkippedCarrier = { teamId: number; name: string; amountCents: number }

/**
 * Splits the carriers with money due into those paid in the batch (a positive
 * amount and a payout account) and those left out for want of an account
 * (listed on the batch, paid in a later one).
 */
export function splitDue(carriers: DueCarrier[]) {
  const paid: (DueCarrier & { account: NonNullable<DueCarrier['account']> })[] = []
  const skipped: SkippedCarrier[] = []
  for (const carrier of carriers) {
    if (carrier.amountCents <= 0) continue
    if (carrier.account) paid.push({ ...carrier, account: carrier.account })
    else
      skipped.push({ teamId: carrier.teamId, name: carrier.name, amountCents: carrier.amountCents })
  }
  return { paid, skipped }
}

/** The pain.001 message id of a batch: unique per file, ≤ 35 SEPA characters. */
export function messageIdOf(batchId: number, createdAt: DateTime) {
  return `TRP-PAYOUTS-${createdAt.toFormat('yyyyMMdd')}-${batchId}`
}

/** A payout's end-to-end id, shown on the carrier's bank statement. */
export function endToEndIdOf(payoutId: number) {
  return `TRP-PAYOUT-${payoutId}`
}

export type BatchForFile = { id: number; messageId: string; createdAt: DateTime }
export type PayoutForFile = {
  id: number
  amountCents: number
  iban: string
  bic: string | null
  accountHolder: string
}

/** The SEPA batch of a payout batch: the platform pays each carrier its payout. */
export function sepaBatchOf(input: {
  batch: BatchForFile
  payouts: PayoutForFile[]
  debtor: { name: string; iban: string; bic?: string | null }
  executionDate: string
  remittance: string
}): SepaBatch {
  return {
    messageId: input.batch.messageId,
    paymentInfoId: input.batch.messageId,
    createdAt: input.batch.createdAt,
    executionDate: input.executionDate,
    debtor: input.debtor,
    transfers: input.payouts.map((payout) => ({
      endToEndId: endToEndIdOf(payout.id),
      amountCents: payout.amountCents,
      creditorName: payout.accountHolder,
      creditorIban: payout.iban,
      creditorBic: payout.bic,
      remittance: `${input.remittance} ${endToEndIdOf(payout.id)}`,
    })),
  }
}

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value)
}
