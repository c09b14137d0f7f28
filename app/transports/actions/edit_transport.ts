import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { ok, err, type Result } from '#core/result'
import { isEditable } from '#transports/domain/state_machine'

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
