/**
 * Drivers of a transport (docs/domain.md "Drivers and scheduling"). Pure.
 *
 * A carrier's owner or admin chooses the driver (a member of the team with
 * the `driver` role) from the assignment until the delivery; after that the
 * transport's history keeps who drove it.
 */
import type { TransportStateName } from '#transports/domain/state_machine'

/** States in which the driver may be chosen, changed or removed. */
export const DRIVER_STATES: readonly TransportStateName[] = [
  'assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
]

export function canChangeDriver(state: string) {
  return (DRIVER_STATES as readonly string[]).includes(state)
}

/** States in which the pickup may be scheduled (assigned) or moved (pickup_scheduled). */
export function canSchedulePickup(state: string) {
  return state === 'assigned' || state === 'pickup_scheduled'
}

/** A driver's first name: what the dealer sees of the carrier's driver. */
export function firstNameOf(fullName: string | null | undefined) {
  const first = (fullName ?? '').trim().split(/\s+/)[0]
  return first ? first.slice(0, 60) : null
}
