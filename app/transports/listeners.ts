/*
| Transport listeners: realtime broadcasts, called AFTER the transaction commits.
|
| Private team channels (`teams/:id`, app/realtime/channels.ts) get the state;
| the public `tracking/<token>` channel (app/transports/channels.ts) gets the
| same minimal payload: no prices, no personal data.
|
| Auto-completion schedule (DOMAIN §2): delivered transports are completed by
| the system 48 h after delivery unless disputed. In the embedded default
| (QUEUE_WORKER_IN_PROCESS=true) the web process runs
| `completeDeliveredTransports()` two minutes after boot and then every 15
| minutes; it is idempotent (each transition is guarded by state and version),
| so several instances running it is harmless. Deployments without the
| in-process worker call it from their own scheduler.
*/
import app from '@adonisjs/core/services/app'
import env from '#start/env'
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

export function broadcastTransportStateChanged(
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

const AUTO_COMPLETE_EVERY_MS = 15 * 60 * 1000

if (app.getEnvironment() === 'web' && env.get('QUEUE_WORKER_IN_PROCESS', false)) {
  const run = async () => {
    try {
      const { completeDeliveredTransports } =
        await import('#transports/actions/complete_delivered_transports')
      await completeDeliveredTransports()
    } catch (error) {
      const logger = await app.container.make('logger')
      logger.error({ err: error }, 'transport auto-completion failed')
    }
  }
  setTimeout(run, 120_000).unref()
  setInterval(run, AUTO_COMPLETE_EVERY_MS).unref()
}
