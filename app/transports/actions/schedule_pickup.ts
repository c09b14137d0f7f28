import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { ok, err, type Result } from '#core/result'
import { databaseNow } from '#core/database/dialect'
import { currentSocketId } from '#realtime/broadcast'
import { broadcastTransportUpdated, broadcastTransportStateChanged } from '#transports/listeners'
import { applyTransition, type GuardRefusal } from '#transports/actions/transition_transport'
import type { TransitionError } from '#transports/domain/state_machine'
import type { EventDatingError } from '#transports/domain/event_dating'
import {
  checkPickupChoice,
  type PickupChoice,
  type PickupSlot,
  type PickupSlotError,
} from '#transports/domain/pickup_slots'
import { deliveryEstimate } from '#transports/domain/schedule'
import { pickupCalendarOf } from '#transports/queries/pickup_calendar'
import { toIsoDate } from '#transports/domain/dates'
import type { ClosingDayRange } from '#shared/working_days'

export type SchedulePickupError =
  PickupSlotError | TransitionError | EventDatingError | GuardRefusal

export type SchedulePickupInput = {
  transportId: number
  choice: PickupChoice
  /** the acting member of the carrier team (TransportPolicy.schedule) */
  actor: { userId: number; teamId: number }
  /** the state_version the caller's page showed (optional): another → 'state_changed' */
  expectedVersion?: number
}

type Scheduled = { transport: Transport; rescheduled: boolean }

/**
 * Schedules the pickup of an assigned transport on a feasible slot (the
 * transition assigned → pickup_scheduled), or moves a scheduled one to
 * another slot before the pickup (an event 'rescheduled', the state stays).
 * The slot is checked under the row lock against the pickup place's opening
 * hours and closing days, the teams' and the platform's closing days and the
 * request's window (app/transports/domain/pickup_slots.ts); the delivery
 * estimate follows the new day. A refusal writes nothing. Both teams' pages
 * and the tracking page reload after the commit.
 */
export async function schedulePickup(
  input: SchedulePickupInput
): Promise<Result<Transport, SchedulePickupError>> {
  const socketId = currentSocketId()
  let result: Result<Scheduled, SchedulePickupError>
  try {
    result = await db.transaction((trx) => scheduleIn(input, trx))
  } catch (error) {
    const code = (error as { code?: string })?.code
    if (code === '40001' || code === '40P01' || code === 'SQLITE_BUSY') return err('state_changed')
    throw error
  }
  if (!result.ok) return result
  const { transport, rescheduled } = result.value
  const change = {
    transportId: transport.id,
    state: transport.state,
    teamId: transport.teamId,
    transporterTeamId: transport.transporterTeamId,
    trackingToken: transport.trackingToken,
  }
  if (rescheduled) broadcastTransportUpdated(change, socketId)
  else await broadcastTransportStateChanged(change, socketId)
  return ok(transport)
}

async function scheduleIn(
  input: SchedulePickupInput,
  trx: TransactionClientContract
): Promise<Result<Scheduled, SchedulePickupError>> {
  const transport = await Transport.query({ client: trx })
    .where('id', input.transportId)
    .forUpdate()
    .first()
  if (!transport) return err('not_found')
  if (transport.transporterTeamId !== input.actor.teamId) return err('not_your_transport')
  if (input.expectedVersion !== undefined && input.expectedVersion !== transport.stateVersion)
    return err('state_changed')
  if (transport.state !== 'assigned' && transport.state !== 'pickup_scheduled')
    return err('invalid_transition')
  const calendar = await pickupCalendarOf(transport, trx)
  const slot = checkPickupChoice(calendar, input.choice)
  if (!slot.ok) return slot
  if (transport.state === 'pickup_scheduled')
    return reschedule(transport, slot.value, calendar.closingDays, input, trx)

  const applied = await applyTransition(
    {
      transportId: transport.id,
      to: 'pickup_scheduled',
      actor: { kind: 'transporter', userId: input.actor.userId, teamId: input.actor.teamId },
      expectedState: 'assigned',
      expectedVersion: transport.stateVersion,
      pickupOn: slot.value.date,
      closingDays: calendar.closingDays,
      payload: { pickupSlotFrom: slot.value.from, pickupSlotTo: slot.value.to },
    },
    trx
  )
  if (!applied.ok) return applied
  await trx
    .from('transports')
    .where('id', transport.id)
    .update({ pickup_slot_from: slot.value.from, pickup_slot_to: slot.value.to })
  const fresh = await Transport.query({ client: trx }).where('id', transport.id).firstOrFail()
  return ok({ transport: fresh, rescheduled: false })
}

/** A scheduled pickup moved to another slot: same state, a new version, an event. */
async function reschedule(
  transport: Transport,
  slot: PickupSlot,
  closingDays: ClosingDayRange[],
  input: SchedulePickupInput,
  trx: TransactionClientContract
): Promise<Result<Scheduled, SchedulePickupError>> {
  const updated = await trx
    .from('transports')
    .where('id', transport.id)
    .where('state', transport.state)
    .where('state_version', transport.stateVersion)
    .update({
      pickup_on: slot.date,
      pickup_slot_from: slot.from,
      pickup_slot_to: slot.to,
      delivery_estimate_on: deliveryEstimate({
        pickupOn: slot.date,
        distanceKm: transport.distanceKm,
        deliveryWindowStart: toIsoDate(transport.deliveryDateFrom),
        closingDays,
      }),
      state_version: transport.stateVersion + 1,
      updated_at: databaseNow(trx),
    })
  const count = Array.isArray(updated) ? updated.length : Number(updated)
  if (count !== 1) return err('state_changed')
  await TransportEvent.create(
    {
      transportId: transport.id,
      type: 'rescheduled',
      fromState: transport.state,
      toState: transport.state,
      actorKind: 'transporter',
      actorUserId: input.actor.userId,
      payload: {
        previousPickupOn: toIsoDate(transport.pickupOn),
        previousSlotFrom: transport.pickupSlotFrom,
        previousSlotTo: transport.pickupSlotTo,
        pickupOn: slot.date,
        pickupSlotFrom: slot.from,
        pickupSlotTo: slot.to,
      },
    },
    { client: trx }
  )
  const fresh = await Transport.query({ client: trx }).where('id', transport.id).firstOrFail()
  return ok({ transport: fresh, rescheduled: true })
}
