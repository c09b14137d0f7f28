import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#ordering/models/order'
import { postTransaction } from '#ledger/actions/post_transaction'
import { orderPayment } from '#ledger/domain/postings'

/**
 * Posts an order's payment from the dealer's wallet, inside the caller's
 * transaction, once its transports exist: the gross leaves the wallet, each
 * transport's net is held for it, the VAT is owed (`order_payment:<id>`, once
 * ever). Refused ('insufficient_funds') when the wallet does not cover it.
 */
export async function postOrderPayment(
  order: Pick<Order, 'id' | 'teamId' | 'grossCents'>,
  byUserId: number | null,
  trx: TransactionClientContract
) {
  const lines = await trx
    .from('order_items')
    .join('transports', 'transports.quote_id', 'order_items.quote_id')
    .where('order_items.order_id', order.id)
    .orderBy('order_items.id', 'asc')
    .select('transports.id as transport_id', 'order_items.net_cents', 'order_items.vat_cents')
  const transports = lines.map((line) => ({
    transportId: Number(line.transport_id),
    netCents: Number(line.net_cents),
    vatCents: Number(line.vat_cents),
  }))
  const gross = transports.reduce((sum, line) => sum + line.netCents + line.vatCents, 0)
  if (gross !== order.grossCents) throw new Error(`Order ${order.id}: items do not add up to it`)
  return postTransaction(
    {
      kind: 'order_payment',
      key: `order_payment:${order.id}`,
      entries: orderPayment(order.teamId, transports),
      teamId: order.teamId,
      orderId: order.id,
      byUserId,
    },
    trx
  )
}
