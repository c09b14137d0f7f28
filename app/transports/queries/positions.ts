import Transport from '#transports/models/transport'
import type { CurrentTeam } from '#teams/queries/current_team'
import TransportPosition from '#transports/models/transport_position'
import { currentMapTiles } from '#pricing/queries/map_tiles'
import {
  acceptsPositions,
  positionView,
  type PositionTransport,
  type StoredPosition,
} from '#shared/transport_position'

/** The latest stored position of a transport (one indexed query), or null. */
export async function lastPosition(transportId: number): Promise<StoredPosition | null> {
  const row = await TransportPosition.query()
    .where('transport_id', transportId)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .select('lat', 'lng', 'accuracy_m', 'recorded_at')
    .first()
  return row
    ? { lat: row.lat, lng: row.lng, accuracyM: row.accuracyM, recordedAt: row.recordedAt.toISO()! }
    : null
}

/**
 * What a page shows of where the transport is (positionView), and the map's
 * tile server. The positions are read only when the state lets the audience
 * see one (picked up, in transit): before the pickup and after the delivery
 * no stored coordinate is even loaded. Two queries at most.
 */
export async function positionPanel(transport: PositionTransport & { id: number }) {
  const last = acceptsPositions(transport.state) ? await lastPosition(transport.id) : null
  return { view: positionView(transport, last), tiles: await currentMapTiles() }
}

/**
 * The transport a carrier reports a position for: only one assigned to the
 * member's transporter team (any other is null, a 404), with what the policy
 * and the action need.
 */
export async function transportForReport(id: number, member: CurrentTeam) {
  const query = Transport.query()
    .where('id', id)
    .where('transporter_team_id', member.team.id)
    .select('id', 'team_id', 'transporter_team_id', 'driver_user_id', 'state')
  /* a driver reports only for the transports assigned to them (scopeOf's rule) */
  if (member.role === 'driver') query.where('driver_user_id', member.userId ?? 0)
  return query.first()
}
