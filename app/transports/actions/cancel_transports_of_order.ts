import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#ordering/models/order'
import Transport from '#transports/models/transport'
import { isCancellable } from '#transports/domain/state_machine'
import { applyTransition } from '#transports/actions/transition_transport'
import { broadcastTransportStateChanged, type TransportChanged } from '#transports/listeners'
import { currentSocketId } from '#realtime/broadcast'

/**
 * Cancels every transport of an order through the state machine, inside the
 * caller's transaction (order cancellation / refund). Returns false, and
 * changes nothing, when any transport is past `published` (assigned work
 * needs admin). Already cancelled transports are skipped. Broadcasts after
 * the caller's commit.
 */
export async function cancelTransportsOfOrder(
  order: Order,
  actor: { kind: 'dealer' | 'admin'; userId: number },
  trx: TransactionClientContract
): Promise<boolean> {
  const transports = await Transport.query({ client: trx })
    .where('order_id', order.id)
    .orderBy('id', 'asc')
    .forUpdate()
  const open = transports.filter((transport) => transport.state !== 'cancelled')
  if (open.some((transport) => transport.state !== 'published' || !isCancellable(transport.state)))
    return false

  const changes: TransportChanged[] = []
  for (const transport of open) {
    const result = await applyTransition(
      {
        transportId: transport.id,
        to: 'cancelled',
        actor: {
          kind: actor.kind,
          userId: actor.userId,
          teamId: actor.kind === 'dealer' ? order.teamId : null,
        },
        expectedVersion: transport.stateVersion,
        payload: { orderId: order.id },
      },
      trx
    )
    if (!result.ok) throw new Error(`Cannot cancel transport ${transport.id}: ${result.error}`)
    const { transport: fresh, ...change } = result.value
    changes.push({ ...change, transportId: fresh.id })
  }
  const socketId = currentSocketId()
  trx.after('commit', async () => {
    for (const change of changes) await broadcastTransportStateChanged(change, socketId)
  })
  return true
}
