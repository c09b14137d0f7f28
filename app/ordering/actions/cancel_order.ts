import { notifyOrderRefunded } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#ordering/models/order'
import { orderIsCancellable } from '#ordering/domain/totals'
import { err, ok, type Result } from '#core/result'
import { cancelTransportsOfOrder } from '#transports/actions/cancel_transports_of_order'
import { cancelWaitingOrder } from '#ordering/actions/bank_transfer'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { TransitionApplied } from '#transports/transition_effects'

export type CancelOrderError = 'order_not_found' | 'not_cancellable' | 'already_assigned'

class CancelFailure extends Error {
  constructor(readonly code: CancelOrderError) {
    super(code)
  }
}

/**
 * Cancels a paid order before any of its transports is assigned, in ONE
 * transaction: the order row is locked, its transports are cancelled (each
 * cancellation posts its refund to the wallet, once per transport: the whole
 * amount comes back) and the order becomes `refunded`. An order still waiting
 * for its bank transfer becomes `cancelled` (what was received stays in the
 * wallet).
 * `teamId` null: an admin acting on any team's order.
 */
export async function cancelOrder(input: {
  orderId: number
  teamId: number | null
  actor: { kind: 'dealer' | 'admin'; userId: number }
}): Promise<Result<Order, CancelOrderError>> {
  let order: Order
  try {
    order = await db.transaction(async (trx) => {
      const query = Order.query({ client: trx }).where('id', input.orderId)
      if (input.teamId !== null) query.where('team_id', input.teamId)
      lockForUpdate(query, trx)
      const found = await query.first()
      if (!found) throw new CancelFailure('order_not_found')
      if (!orderIsCancellable(found.state)) throw new CancelFailure('not_cancellable')
      if (found.state === 'pending_payment') {
        /* nothing was paid nor published: the order and its requests are cancelled */
        await cancelWaitingOrder(found, trx)
        return found
      }

      /* each transport's cancellation gives back what was held for it and its VAT (app/ledger) */
      if (!(await cancelTransportsOfOrder(found, input.actor, trx)))
        throw new CancelFailure('already_assigned')

      found.state = 'refunded'
      found.cancelledAt = DateTime.now()
      await found.useTransaction(trx).save()
      return found
    })
  } catch (error) {
    if (error instanceof CancelFailure) return err(error.code)
    throw error
  }
  return ok(order)
}

/**
 * A transport of the order was cancelled (by the dealer, staff or the order's
 * cancellation): once none of the order's transports is left, the order is
 * `refunded` (each cancellation gave back its part). Runs in the transition's
 * transaction (registered in app/ordering/listeners.ts).
 */
export async function refundOrderWhenAllCancelled(
  change: TransitionApplied,
  trx: TransactionClientContract
) {
  if (change.to !== 'cancelled' || !change.transport.orderId) return
  const open = await trx
    .from('transports')
    .where('order_id', change.transport.orderId)
    .whereNot('state', 'cancelled')
    .count('* as total')
    .first()
  if (Number(open?.total ?? 0) > 0) return
  const updated = await trx
    .from('orders')
    .where('id', change.transport.orderId)
    .where('state', 'paid')
    .update({ state: 'refunded', cancelled_at: databaseNow(trx), updated_at: databaseNow(trx) })
  if (Number(Array.isArray(updated) ? updated.length : updated) === 0) return
  const order = await trx
    .from('orders')
    .where('id', change.transport.orderId)
    .select('id', 'reference', 'team_id', 'gross_cents')
    .first()
  if (order) {
    await notifyOrderRefunded(
      {
        id: Number(order.id),
        reference: order.reference,
        teamId: Number(order.team_id),
        grossCents: Number(order.gross_cents),
      },
      trx
    )
  }
}
