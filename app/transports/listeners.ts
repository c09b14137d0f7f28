/*
| Transport listeners: realtime broadcasts, called AFTER the transaction commits.
|
| Private team channels (`teams/:id`, app/realtime/channels.ts) get the state;
| the public `tracking/<token>` channel (app/transports/channels.ts) gets the
| same minimal payload: no prices, no personal data.
|
| Auto-completion (DOMAIN §2: delivered → completed 48 h after delivery unless
| disputed) is a scheduled job: CompleteDeliveredTransportsJob in
| app/transports/jobs, every 15 minutes, listed in start/scheduler.ts.
*/
import emitter from '@adonisjs/core/services/emitter'
import transmit from '@adonisjs/transmit/services/main'
import { broadcastToTeam, currentSocketId } from '#realtime/broadcast'

export function trackingChannel(token: string) {
  return `tracking/${token}`
}

export type TransportChanged = {
  transportId: number
  state: string
  teamId: number
  transporterTeamId: number | null
  trackingToken: string
}

/** The marketplace's live list (app/transports/channels.ts). */
export const PUBLISHED_CHANNEL = 'transports/published'

/**
 * A transport appeared on the marketplace or left it: the carriers' lists
 * reload what each may see. Only the id travels.
 */
export function broadcastMarketplaceChanged(transportId: number) {
  transmit.broadcast(PUBLISHED_CHANNEL, { type: 'marketplace.changed', transportId })
}

export async function broadcastTransportStateChanged(
  change: TransportChanged,
  originSocketId = currentSocketId()
) {
  const payload = {
    type: 'transport.state_changed',
    transportId: change.transportId,
    state: change.state,
  }
  broadcastToTeam(change.teamId, payload, originSocketId)
  if (change.transporterTeamId) broadcastToTeam(change.transporterTeamId, payload, originSocketId)
  transmit.broadcast(trackingChannel(change.trackingToken), {
    type: 'transport.state_changed',
    state: change.state,
  })
  /* Taken or cancelled: it leaves the marketplace. */
  if (change.state === 'assigned' || change.state === 'cancelled') {
    broadcastMarketplaceChanged(change.transportId)
  }
  /* the staff's live feed (app/monitoring/listeners.ts) */
  await emitter.emit('transport:state_changed', {
    transportId: change.transportId,
    state: change.state,
  })
}

/**
 * A transport changed without changing state (its driver, a rescheduled
 * pickup): both teams' pages and the tracking page reload it, as after a
 * state change (same message type, so every open page already listens).
 */
export function broadcastTransportUpdated(
  change: TransportChanged,
  originSocketId = currentSocketId()
) {
  const payload = {
    type: 'transport.state_changed',
    transportId: change.transportId,
    state: change.state,
  }
  broadcastToTeam(change.teamId, payload, originSocketId)
  if (change.transporterTeamId) broadcastToTeam(change.transporterTeamId, payload, originSocketId)
  transmit.broadcast(trackingChannel(change.trackingToken), {
    type: 'transport.state_changed',
    state: change.state,
  })
}
