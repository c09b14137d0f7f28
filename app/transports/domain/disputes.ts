/**
 * Pure rules of disputes (issue 11, DOMAIN.md §2): who may open one and until
 * when, and how much a resolution may refund. Money in integer cents.
 */
import type { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'

export const DISPUTE_REASONS = ['damage', 'missing_items', 'late', 'wrong_place', 'other'] as const
export type DisputeReason = (typeof DISPUTE_REASONS)[number]

/** A dispute is opened within 48 hours of the delivery. */
export const DISPUTE_WINDOW_HOURS = 48

/** At most this many photos per dispute. */
export const MAX_DISPUTE_PHOTOS = 5

export type DisputeError =
  | 'not_delivered'
  | 'dispute_window_closed'
  | 'dispute_not_open'
  | 'refund_too_large'
  | 'refund_invalid'

export function checkDisputeOpening(input: {
  state: string
  deliveredAt: DateTime | null
  now: DateTime
}): Result<true, DisputeError> {
  if (input.state !== 'delivered' || !input.deliveredAt) return err('not_delivered')
  const deadline = input.deliveredAt.plus({ hours: DISPUTE_WINDOW_HOURS })
  if (input.now.toMillis() > deadline.toMillis()) return err('dispute_window_closed')
  return ok(true)
}

/** A partial refund: 1 cent … what the dealer paid for the transport minus refunds already made. */
export function checkRefund(input: {
  refundCents: number | null
  paidGrossCents: number
  refundedCents: number
}): Result<number, DisputeError> {
  if (input.refundCents === null) return ok(0)
  if (!Number.isSafeInteger(input.refundCents) || input.refundCents < 1)
    return err('refund_invalid')
  if (input.refundCents > input.paidGrossCents - input.refundedCents) return err('refund_too_large')
  return ok(input.refundCents)
}
