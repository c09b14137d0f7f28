import { notifyOrderPaid } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#ordering/models/order'
import { publishTransportsForOrder } from '#transports/actions/publish_transports'
import { postTransaction, type PostingError } from '#ledger/actions/post_transaction'
import { orderPayment } from '#ledger/domain/postings'
import { issueInvoice, type IssueError } from '#invoicing/actions/issue_documents'
import { err, ok, type Result } from '#core/result'

export type OrderPaymentError =
  | PostingError
  /* the dealer team's company data cannot be invoiced (legal name, P.IVA, registered office) */
  | 'billing_incomplete'
  /* the platform's own company data is not complete (Settings → General) */
  | 'platform_billing_incomplete'

function billingError(error: IssueError): OrderPaymentError {
  if (error === 'customer_incomplete' || error === 'customer_not_found') return 'billing_incomplete'
  if (error === 'seller_incomplete') return 'platform_billing_incomplete'
  throw new Error(`Invoice not issued: ${error}`)
}

/**
 * Posts an order's payment from the dealer's wallet, inside the caller's
 * transaction, once its transports exist: the gross leaves the wallet, each
 * transport's net is held for it, the VAT is owed (`order_payment:<id>`, once
 * ever); and each transport gets its invoice (one per transport, so that a
 * cancellation or a dispute refund is credited against its own invoice; a
 * single line's VAT is the quote's VAT to the cent). Refused, with nothing
 * written once the caller rolls back: 'insufficient_funds', or a party an
 * invoice cannot be issued to.
 */
export async function postOrderPayment(
  order: Pick<Order, 'id' | 'teamId' | 'grossCents' | 'paymentMethod'>,
  byUserId: number | null,
  trx: TransactionClientContract
): Promise<Result<number, OrderPaymentError>> {
  const lines = await trx
    .from('order_items')
    .join('transports', 'transports.quote_id', 'order_items.quote_id')
    .where('order_items.order_id', order.id)
    .orderBy('order_items.id', 'asc')
    .select('transports.id as transport_id', 'transports.reference', 'transports.vehicle_count')
    .select('transports.pickup_city', 'transports.pickup_province')
    .select('transports.delivery_city', 'transports.delivery_province')
    .select('order_items.net_cents', 'order_items.vat_cents', 'order_items.gross_cents')
  const transports = lines.map((line) => ({
    transportId: Number(line.transport_id),
    netCents: Number(line.net_cents),
    vatCents: Number(line.vat_cents),
  }))
  const gross = transports.reduce((sum, line) => sum + line.netCents + line.vatCents, 0)
  if (gross !== order.grossCents) throw new Error(`Order ${order.id}: items do not add up to it`)
  const posted = await postTransaction(
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
  if (!posted.ok) return posted
  for (const line of lines) {
    const issued = await issueInvoice(
      {
        teamId: order.teamId,
        orderId: order.id,
        transportId: Number(line.transport_id),
        lines: [
          {
            description: `Trasporto ${line.reference}: ${line.pickup_city} (${line.pickup_province}) → ${line.delivery_city} (${line.delivery_province}), ${line.vehicle_count} ${Number(line.vehicle_count) === 1 ? 'veicolo' : 'veicoli'}`,
            unitNetCents: Number(line.net_cents),
          },
        ],
        paymentMethod: order.paymentMethod,
        idempotencyKey: `transport:${line.transport_id}`,
        issuedByUserId: byUserId,
      },
      trx
    )
    if (!issued.ok) return err(billingError(issued.error))
    if (issued.value.grossCents !== Number(line.gross_cents))
      throw new Error(`Invoice of ${line.reference} does not match the payment`)
  }
  return ok(posted.value.id)
}

/**
 * What paying an order does, whichever way the money came (the wallet at
 * checkout, a bank transfer received): inside the caller's transaction the
 * order becomes `paid`, its transports are published and the payment is
 * posted from the wallet with its invoices (`postOrderPayment`). Returns the
 * published transports' ids, to announce after the commit. Refused like
 * `postOrderPayment`: the caller rolls back.
 */
export async function settleOrder(
  order: Order,
  byUserId: number | null,
  trx: TransactionClientContract,
  now: DateTime = DateTime.now()
): Promise<Result<number[], OrderPaymentError>> {
  order.state = 'paid'
  order.paidAt = now
  await order.useTransaction(trx).save()
  const transports = await publishTransportsForOrder(order, trx)
  const paid = await postOrderPayment(order, byUserId, trx)
  if (!paid.ok) return paid
  const team = await trx.from('teams').where('id', order.teamId).select('name').first()
  await notifyOrderPaid(order, String(team?.name ?? ''), trx)
  return ok(transports.map((transport) => transport.id))
}
