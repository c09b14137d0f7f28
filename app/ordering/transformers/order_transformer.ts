import { BaseTransformer } from '@adonisjs/core/transformers'
import type Order from '#ordering/models/order'
import OrderItemTransformer from '#ordering/transformers/order_item_transformer'
import { orderCanBeCancelled } from '#ordering/domain/totals'
import { transferDeadlines, transferOutcome } from '#ordering/domain/bank_transfer'

/**
 * An order as the dealer who paid it and staff see it: the same fields for
 * both (an order carries only the dealer's price; the carrier's payout and
 * the platform's commission live on quotes and transports, never here).
 * `team`, `items`, `payments` and `transports` are preloaded by the queries.
 */
export default class OrderTransformer extends BaseTransformer<Order> {
  /** A row of an order list. */
  toObject() {
    const order = this.resource
    return {
      ...this.pick(order, [
        'id',
        'reference',
        'state',
        'paymentMethod',
        'netCents',
        'vatCents',
        'grossCents',
      ]),
      itemCount: order.$preloaded.items
        ? order.items.length
        : Number(order.$extras.items_count ?? 0),
      team: order.$preloaded.team ? { id: order.team.id, name: order.team.name } : null,
      paidAt: order.paidAt?.toISO() ?? null,
      cancelledAt: order.cancelledAt?.toISO() ?? null,
      createdAt: order.createdAt.toISO()!,
    }
  }

  /** The order's page: its lines, wallet movements and transports. */
  forDetail() {
    const order = this.resource
    return {
      ...this.toObject(),
      items: OrderItemTransformer.transform(order.items),
      payments: order.payments.map((movement) => ({
        id: movement.id,
        kind: movement.kind,
        amountCents: Number(movement.$extras.wallet_cents ?? 0),
        createdAt: movement.createdAt.toISO()!,
      })),
      /** invoices and credit notes, downloadable from the area's invoice routes */
      invoices: order.invoices.map((invoice) => ({
        id: invoice.id,
        kind: invoice.kind,
        number: invoice.number,
        issuedOn: invoice.issuedOn.toISODate()!,
        grossCents: invoice.grossCents,
      })),
      transports: order.transports.map((transport) => ({
        id: transport.id,
        reference: transport.reference,
        state: transport.state,
        quoteId: transport.quoteId,
      })),
      bankTransfer: this.bankTransfer(),
      /** Cancellable (and refundable) while paid and no transport is past `published`. */
      cancellable: orderCanBeCancelled(
        order.state,
        order.transports.map((transport) => transport.state)
      ),
    }
  }

  /**
   * A bank-transfer order: its payment reference, what the transfers recorded
   * so far brought, what is still due and (while waiting) the last day to pay.
   */
  private bankTransfer() {
    const order = this.resource
    if (order.paymentMethod !== 'bank_transfer') return null
    const receivedCents = order.payments
      .filter((movement) => movement.kind === 'bank_transfer')
      .reduce((sum, movement) => sum + Number(movement.$extras.wallet_cents ?? 0), 0)
    const waiting = order.state === 'pending_payment'
    return {
      paymentReference: order.paymentReference ?? '',
      receivedCents,
      remainingCents: waiting ? transferOutcome(order.grossCents, receivedCents).remainingCents : 0,
      payBy: waiting ? transferDeadlines(order.createdAt).payBy : null,
    }
  }
}
