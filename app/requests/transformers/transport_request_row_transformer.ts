/**
 * A transport request as a row of a list (plain rows, `listTeamRequests` and
 * `listAllRequests`), the same on the dealer's page and in the API:
 *
 * - `toObject`      route with the date windows, vehicles, state, the valid
 *                   quote's gross price;
 * - `forStaffList`  the row with the dealer team.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RequestRow } from '#requests/queries/request_pages'

export default class TransportRequestRowTransformer extends BaseTransformer<RequestRow> {
  toObject() {
    const request = this.resource
    return {
      id: request.id,
      reference: request.reference,
      state: request.state,
      needsManualQuote: request.needsManualQuote,
      pickup: {
        city: request.pickupCity,
        province: request.pickupProvince,
        dateFrom: request.pickupDateFrom,
        dateTo: request.pickupDateTo,
      },
      delivery: {
        city: request.deliveryCity,
        province: request.deliveryProvince,
        dateFrom: request.deliveryDateFrom,
        dateTo: request.deliveryDateTo,
      },
      vehicleCount: request.vehicleCount,
      grossCents: request.grossCents,
      createdAt: request.createdAt,
    }
  }

  forStaffList() {
    return { ...this.toObject(), team: this.resource.team ?? null }
  }
}
