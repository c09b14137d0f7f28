import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import TeamMember from '#teams/models/team_member'
import { ok, err, type Result } from '#core/result'
import { databaseNow } from '#core/database/dialect'
import { currentSocketId } from '#realtime/broadcast'
import { broadcastTransportUpdated } from '#transports/listeners'
import { canChangeDriver } from '#transports/domain/drivers'

export type AssignDriverError =
  'not_found' | 'not_your_transport' | 'driver_not_changeable' | 'not_a_driver' | 'state_changed'

export type AssignDriverInput = {
  transportId: number
  /** the driver to assign; null removes the current one */
  driverUserId: number | null
  /** the acting member of the carrier team */
  actor: { userId: number; teamId: number }
  /** the driver the caller's page showed (undefined: not checked) */
  expectedDriverUserId?: number | null
}

/**
 * Assigns (or removes) the driver of a transport the actor's team carries:
 * the user must be a member of that team with the `driver` role. Under the
 * row lock: a page that showed another driver than the current one gets
 * 'state_changed' (two owners assigning at once: one wins). Writes the
 * column and a 'driver_assigned' / 'driver_unassigned' event, then
 * broadcasts to both teams after the commit. Who may call it is
 * TransportPolicy.assignDriver.
 */
export async function assignDriver(
  input: AssignDriverInput
): Promise<Result<Transport, AssignDriverError>> {
  const socketId = currentSocketId()
  const result = await db.transaction(async (trx) => {
    const transport = await Transport.query({ client: trx })
      .where('id', input.transportId)
      .forUpdate()
      .first()
    if (!transport) return err('not_found' as const)
    if (transport.transporterTeamId !== input.actor.teamId)
      return err('not_your_transport' as const)
    if (!canChangeDriver(transport.state)) return err('driver_not_changeable' as const)
    const previous = transport.driverUserId
    if (input.expectedDriverUserId !== undefined && input.expectedDriverUserId !== previous)
      return err('state_changed' as const)
    if (input.driverUserId !== null) {
      const member = await TeamMember.query({ client: trx })
        .where('team_id', transport.transporterTeamId)
        .where('user_id', input.driverUserId)
        .where('role', 'driver')
        .first()
      if (!member) return err('not_a_driver' as const)
    }
    if (previous === input.driverUserId) return ok(transport)
    /* Optimistic guard on top of the row lock: SQLite has no FOR UPDATE. */
    const query = trx.from('transports').where('id', transport.id)
    if (previous === null) query.whereNull('driver_user_id')
    else query.where('driver_user_id', previous)
    const updated = await query.update({
      driver_user_id: input.driverUserId,
      updated_at: databaseNow(trx),
    })
    const count = Array.isArray(updated) ? updated.length : Number(updated)
    if (count !== 1) return err('state_changed' as const)
    await TransportEvent.create(
      {
        transportId: transport.id,
        type: input.driverUserId === null ? 'driver_unassigned' : 'driver_assigned',
        fromState: transport.state,
        toState: transport.state,
        actorKind: 'transporter',
        actorUserId: input.actor.userId,
        payload: { driverUserId: input.driverUserId, previousDriverUserId: previous },
      },
      { client: trx }
    )
    transport.driverUserId = input.driverUserId
    return ok(transport)
  })
  if (!result.ok) return result
  const transport = result.value
  broadcastTransportUpdated(
    {
      transportId: transport.id,
      state: transport.state,
      teamId: transport.teamId,
      transporterTeamId: transport.transporterTeamId,
      trackingToken: transport.trackingToken,
    },
    socketId
  )
  return ok(transport)
}
