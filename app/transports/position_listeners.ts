/*
| Realtime of positions (issue 11, "Tracking and position"): after a position
| is stored, the dealer's team channel and the public tracking channel get it
| exactly as positionView() lets them see it (the same rule as the pages'
| props: a transport on the road shows its last position; the broadcast only
| happens then). The carrier's own channel gets nothing: its page sends, it
| does not show.
*/
import transmit from '@adonisjs/transmit/services/main'
import { broadcastToTeam } from '#realtime/broadcast'
import { trackingChannel } from '#transports/listeners'
import { positionView } from '#shared/transport_position'
import type Transport from '#transports/models/transport'
import type TransportPosition from '#transports/models/transport_position'

export const POSITION_EVENT = 'transport.position'

type PositionOwner = Pick<
  Transport,
  'id' | 'teamId' | 'state' | 'pickupProvince' | 'deliveryProvince' | 'trackingToken'
>

export function broadcastTransportPosition(
  transport: PositionOwner,
  position: Pick<TransportPosition, 'lat' | 'lng' | 'accuracyM' | 'recordedAt'>,
  originSocketId: string | null
) {
  const view = positionView(transport, {
    lat: position.lat,
    lng: position.lng,
    accuracyM: position.accuracyM,
    recordedAt: position.recordedAt.toISO()!,
  })
  if (view.mode !== 'live') return
  broadcastToTeam(
    transport.teamId,
    { type: POSITION_EVENT, transportId: transport.id, ...view },
    originSocketId
  )
  /* the public channel is the transport's own: no id, no socket */
  transmit.broadcast(trackingChannel(transport.trackingToken), { type: POSITION_EVENT, ...view })
}
