/**
 * A transport as a row of a list (plain rows, `listTransports`):
 *
 * - `toObject`     the dealer's list: route, vehicles, dates and state;
 * - `forCarrierRow` the carrier's list: with the pickup's time and the driver;
 * - `forStaffRow`  the staff list: with the dealer's and the carrier's names.
 *
 * No prices, no addresses, no contacts: the same fields as the start of the
 * transport's page (TransportTransformer `toObject`).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TransportRow } from '#transports/queries/transport_pages'
import { listFields } from '#transports/transformers/transport_transformer'

export default class TransportRowTransformer extends BaseTransformer<TransportRow> {
  toObject() {
    return listFields(this.resource)
  }

  /** The carrier's list: the scheduled time and who drives it. */
  forCarrierRow() {
    return {
      ...listFields(this.resource),
      pickupSlotFrom: this.resource.pickupSlotFrom ?? null,
      pickupSlotTo: this.resource.pickupSlotTo ?? null,
      driverName: this.resource.driverName ?? null,
    }
  }

  forStaffRow() {
    return {
      ...listFields(this.resource),
      dealerName: this.resource.dealerName ?? null,
      transporterName: this.resource.transporterName ?? null,
    }
  }
}
