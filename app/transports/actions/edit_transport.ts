import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { ok, err, type Result } from '#core/result'
import { isEditable } from '#transports/domain/state_machine'
import { deliveryEstimate, notBefore } from '#transports/domain/schedule'
import { closingDaysForTeams } from '#transports/queries/closing_days'

export type EditTransportInput = {
  pickupReferentName: string | null
  pickupReferentPhone: string | null
  pickupReferentEmail: string | null
  pickupDateFrom: Date | null
  pickupDateTo: Date | null
  deliveryReferentName: string | null
  deliveryReferentPhone: string | null
  deliveryReferentEmail: string | null
  deliveryDateFrom: Date | null
  deliveryDateTo: Date | null
  notes: string | null
  stateVersion: number
}

const FIELDS = [
  'pickupReferentName',
  'pickupReferentPhone',
  'pickupReferentEmail',
  'pickupDateFrom',
  'pickupDateTo',
  'deliveryReferentName',
  'deliveryReferentPhone',
  'deliveryReferentEmail',
  'deliveryDateFrom',
  'deliveryDateTo',
  'notes',
] as const

function comparable(value: unknown) {
  if (DateTime.isDateTime(value)) return value.toISODate()
  return value ?? null
}

/**
 * The dealer edits referents, notes and date windows, only before pickup.
 * Writes an 'edited' event listing the changed fields (not their values).
 * A moved window moves the dates that depend on it: a pickup not yet
 * scheduled by the carrier is never before the pickup window, the delivery
 * estimate never before the delivery window.
 */
export async function editTransport(
  transportId: number,
  teamId: number,
  actorUserId: number,
  input: EditTransportInput
): Promise<Result<Transport, 'not_found' | 'not_editable' | 'state_changed'>> {
  return db.transaction(async (trx) => {
    const transport = await Transport.query({ client: trx })
      .where('id', transportId)
      .where('team_id', teamId)
      .forUpdate()
      .first()
    if (!transport) return err('not_found')
    if (!isEditable(transport.state)) return err('not_editable')
    if (transport.stateVersion !== input.stateVersion) return err('state_changed')

    const changed: string[] = []
    for (const field of FIELDS) {
      const raw = input[field]
      const next = raw instanceof Date ? DateTime.fromJSDate(raw) : raw
      if (comparable(transport[field]) !== comparable(next)) {
        changed.push(field)
        ;(transport as any)[field] = next
      }
    }
    if (changed.length === 0) return ok(transport)
    if (changed.some((field) => field === 'pickupDateFrom' || field === 'deliveryDateFrom')) {
      await rescheduleWithinWindows(transport, trx)
    }
    transport.useTransaction(trx)
    await transport.save()
    await TransportEvent.create(
      {
        transportId: transport.id,
        type: 'edited',
        fromState: transport.state,
        toState: transport.state,
        actorKind: 'dealer',
        actorUserId,
        payload: { fields: changed },
      },
      { client: trx }
    )
    return ok(transport)
  })
}

async function rescheduleWithinWindows(
  transport: Transport,
  trx: Parameters<typeof closingDaysForTeams>[1]
) {
  const closingDays = await closingDaysForTeams(
    [transport.teamId, ...(transport.transporterTeamId ? [transport.transporterTeamId] : [])],
    trx
  )
  let pickupOn = transport.pickupOn?.toISODate() ?? null
  if (!pickupOn) return
  if (transport.state !== 'pickup_scheduled') {
    pickupOn = notBefore(pickupOn, transport.pickupDateFrom?.toISODate(), closingDays)
    transport.pickupOn = DateTime.fromISO(pickupOn)
  }
  transport.deliveryEstimateOn = DateTime.fromISO(
    deliveryEstimate({
      pickupOn,
      distanceKm: transport.distanceKm,
      deliveryWindowStart: transport.deliveryDateFrom?.toISODate() ?? null,
      closingDays,
    })
  )
}
