/**
 * When a pickup or a delivery may be said to have happened (DOMAIN.md §2):
 * never in the future, never before the scheduled pickup day (Europe/Rome
 * days), and a delivery never before its pickup. Pure: the caller passes the
 * server clock. A transition that takes no date happens `now`, so a pickup
 * "now" is refused while the scheduled pickup day is still to come — for
 * every actor, staff included.
 */
import { type DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import { romeDay } from '#shared/format'

export type EventDatingError =
  'event_in_future' | 'event_before_pickup_day' | 'delivery_before_pickup'

export type EventDating = {
  to: string
  /** when the pickup/delivery happened (the transition's time: now unless a page asks for it) */
  at: DateTime
  /** the server clock */
  now: DateTime
  /** the scheduled pickup day ('yyyy-MM-dd'), when one was scheduled */
  pickupOn: string | null
  /** when the vehicle was picked up (for a delivery) */
  pickedUpAt: DateTime | null
}

/** The transitions that date a physical event. */
export const DATED_STATES = ['picked_up', 'delivered'] as const

export function checkEventDating(input: EventDating): Result<true, EventDatingError> {
  if (!(DATED_STATES as readonly string[]).includes(input.to)) return ok(true)
  if (!input.at.isValid || input.at.toMillis() > input.now.toMillis()) return err('event_in_future')
  const day = romeDay(input.at.toJSDate())
  if (input.pickupOn && day && day < input.pickupOn) return err('event_before_pickup_day')
  if (
    input.to === 'delivered' &&
    input.pickedUpAt?.isValid &&
    input.at.toMillis() < input.pickedUpAt.toMillis()
  )
    return err('delivery_before_pickup')
  return ok(true)
}
