import { BaseTransformer } from '@adonisjs/core/transformers'
import type OrderItem from '#ordering/models/order_item'
import { requestSummary } from '#ordering/transformers/request_summary'

/** A line of an order: the request it paid and the dealer's price (net, VAT, gross). */
export default class OrderItemTransformer extends BaseTransformer<OrderItem> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'quoteId', 'netCents', 'vatCents', 'grossCents']),
      request: requestSummary(this.resource.transportRequest),
    }
  }
}
