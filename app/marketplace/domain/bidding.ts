/**
 * Bids (DOMAIN.md §2 "Marketplace", issue 10 "Bids"). Pure: no database, no
 * HTTP; the clock and the calendar are given. docs/domain.md "Bids" has the
 * rules in words.
 *
 * - A carrier offers its own payout (the amount it wants to be paid) and a
 *   pickup date; the buy-now payout stays on offer next to the bids.
 * - Amount: between 50% and 115% of the buy-now payout (integer cents). Below
 *   half is almost surely a typing mistake; above 115% the platform would
 *   carry the transport at a loss. Both bounds are relative to the payout the
 *   carrier sees, so they reveal nothing of the dealer's price.
 * - Pickup date: a working day (no weekend, national holiday or closing day
 *   of the platform, the dealer or the carrier), inside the pickup window,
 *   from tomorrow on.
 * - Deadline ("the dealer's deadline"): bids close at 18:00 Europe/Rome on the
 *   last working day before the pickup window opens, so the winner has at
 *   least one working day to organise the pickup. A transport without a
 *   pickup window takes bids until it leaves the marketplace and is never
 *   auto-accepted.
 * - Auto-accept: at the deadline the lowest open bid (earliest on a tie) wins
 *   by itself when it is within 10% of the buy-now payout; otherwise staff
 *   decide on the transport page.
 */
import { DateTime } from 'luxon'
import { TIME_ZONE } from '#shared/time_zone'
import {
  addCalendarDays,
  isWorkingDay,
  type ClosingDayRange,
  type IsoDate,
} from '#shared/working_days'

export const BID_MIN_SHARE = 0.5
export const BID_MAX_SHARE = 1.15
export const AUTO_ACCEPT_SHARE = 1.1
/** Bids close at this hour (Rome) of the last working day before the pickup window. */
export const BIDDING_CLOSES_AT_HOUR = 18
/** Without a pickup window, a bid's pickup date may be at most this far ahead. */
export const OPEN_WINDOW_DAYS = 60

export type BidLimits = { minCents: number; maxCents: number }

/** The amounts a bid may ask for a transport whose buy-now payout is `payoutCents`. */
export function bidLimits(payoutCents: number): BidLimits {
  return {
    minCents: Math.max(100, Math.ceil(payoutCents * BID_MIN_SHARE)),
    maxCents: Math.floor(payoutCents * BID_MAX_SHARE),
  }
}

/**
 * When bidding closes: 18:00 in Rome on the last working day before
 * `pickupDateFrom` (null: no deadline).
 */
export function biddingDeadline(
  pickupDateFrom: IsoDate | null,
  closingDays: ClosingDayRange[] = []
): DateTime | null {
  if (!pickupDateFrom) return null
  let day = addCalendarDays(pickupDateFrom, -1)
  for (let step = 0; step < 366 && !isWorkingDay(day, { closingDays }); step++) {
    day = addCalendarDays(day, -1)
  }
  return DateTime.fromISO(day, { zone: TIME_ZONE }).set({
    hour: BIDDING_CLOSES_AT_HOUR,
    minute: 0,
    second: 0,
    millisecond: 0,
  })
}

export type BidProblem = {
  field: 'amount' | 'pickupOn' | 'form'
  code:
    | 'bidding_closed'
    | 'amount_too_low'
    | 'amount_too_high'
    | 'pickup_outside_window'
    | 'pickup_not_working_day'
    | 'pickup_too_soon'
    | 'must_improve'
    | 'session_not_started'
  /** the bounds, for the message (amounts) */
  limits?: BidLimits
}

export type BidCheck = {
  amountCents: number
  pickupOn: IsoDate
  payoutCents: number
  pickupDateFrom: IsoDate | null
  pickupDateTo: IsoDate | null
  closingDays: ClosingDayRange[]
  now: DateTime
  /** a private session's bids follow the session's clock, not the deadline */
  deadline: DateTime | null
}

/** Everything wrong with a bid, in one round (empty: acceptable). */
export function bidProblems(check: BidCheck): BidProblem[] {
  const problems: BidProblem[] = []
  if (check.deadline && check.now >= check.deadline)
    return [{ field: 'form', code: 'bidding_closed' }]
  const limits = bidLimits(check.payoutCents)
  if (check.amountCents < limits.minCents)
    problems.push({ field: 'amount', code: 'amount_too_low', limits })
  if (check.amountCents > limits.maxCents)
    problems.push({ field: 'amount', code: 'amount_too_high', limits })
  const pickup = pickupProblem(check)
  if (pickup) problems.push({ field: 'pickupOn', code: pickup })
  return problems
}

function pickupProblem(check: BidCheck): BidProblem['code'] | null {
  const today = check.now.setZone(TIME_ZONE).toISODate()!
  const tomorrow = addCalendarDays(today, 1)
  if (check.pickupOn < tomorrow) return 'pickup_too_soon'
  const last = check.pickupDateTo ?? addCalendarDays(today, OPEN_WINDOW_DAYS)
  if (check.pickupDateFrom && check.pickupOn < check.pickupDateFrom) return 'pickup_outside_window'
  if (check.pickupOn > last) return 'pickup_outside_window'
  if (!isWorkingDay(check.pickupOn, { closingDays: check.closingDays }))
    return 'pickup_not_working_day'
  return null
}

export type RankedBid = { id: number; amountCents: number; createdAt: DateTime }

/** The best bid: the lowest amount, the earliest on a tie (null: none). */
export function bestBid<B extends RankedBid>(bids: B[]): B | null {
  let best: B | null = null
  for (const bid of bids) {
    if (
      !best ||
      bid.amountCents < best.amountCents ||
      (bid.amountCents === best.amountCents && bid.createdAt < best.createdAt)
    )
      best = bid
  }
  return best
}

/** The bid that wins by itself at the deadline, if the best one is within 10% of buy-now. */
export function autoAcceptable<B extends RankedBid>(bids: B[], payoutCents: number): B | null {
  const best = bestBid(bids)
  if (!best) return null
  return best.amountCents <= Math.floor(payoutCents * AUTO_ACCEPT_SHARE) ? best : null
}
