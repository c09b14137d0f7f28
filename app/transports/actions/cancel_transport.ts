import db from '@adonisjs/lucid/services/db'
import type Transport from '#transports/models/transport'
import { applyTransition, type GuardRefusal } from '#transports/actions/transition_transport'
import { broadcastTransportStateChanged } from '#transports/listeners'
import { currentSocketId } from '#realtime/broadcast'
import { err, ok, type Result } from '#core/result'
import type { TransitionError } from '#transports/domain/state_machine'
import type { EventDatingError } from '#transports/domain/event_dating'

export type CancelTransportError = TransitionError | EventDatingError | GuardRefusal

/**
 * The dealer cancels one of its transports before the pickup, in one
 * transaction: the transition to `cancelled` (its event), and in the same
 * transaction the ledger's settlement (app/ledger/actions/settle_transport.ts):
 * what was held and its VAT back to the wallet, less the cancellation fee
 * owed to the carrier when one was assigned; the order becomes `refunded`
 * once none of its transports is left (app/ordering/listeners.ts).
 * `expectedVersion` is the version the dealer saw: a transport that moved
 * meanwhile (assigned, picked up) is refused, so the fee shown is the fee charged.
 */
export async function cancelTransport(input: {
  transportId: number
  teamId: number
  userId: number
  expectedVersion?: number
}): Promise<Result<Transport, CancelTransportError>> {
  const socketId = currentSocketId()
  const result = await db.transaction((trx) =>
    applyTransition(
      {
        transportId: input.transportId,
        to: 'cancelled',
        actor: { kind: 'dealer', userId: input.userId, teamId: input.teamId },
        expectedVersion: input.expectedVersion,
      },
      trx
    )
  )
  if (!result.ok) return err(result.error)
  await broadcastTransportStateChanged(result.value, socketId)
  return ok(result.value.transport)
}
