import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type TransportRequest from '#requests/models/transport_request'
import type Quote from '#requests/models/quote'
import { isVin } from '#requests/domain/request_rules'
import QuoteTransformer from '#requests/transformers/quote_transformer'

type Prefix = 'pickup' | 'delivery'

const day = (value: DateTime | null) => (value ? value.toISODate() : null)

/** The quote a request shows: its valid one, else the latest. */
function shownQuote(request: TransportRequest): Quote | null {
  const quotes = [...(request.quotes ?? [])].sort((a, b) => b.id - a.id)
  return quotes.find((quote) => quote.state === 'valid') ?? quotes[0] ?? null
}

/**
 * A transport request, one variant per audience and screen. Dealers (their
 * pages and the API) never receive the platform's commission or the
 * carrier's payout: those exist only in the staff variants.
 *
 * - list rows: TransportRequestRowTransformer (plain rows);
 * - `toObject` / `forDealer` / `forApi`: the whole request with the quote the
 *   dealer pays (`vehicles`, `quotes`, `supplier` preloaded);
 * - `forStaff`: the same with the team, the commission and the payout;
 * - `forForm`: the form's initial values of a draft.
 */
export default class TransportRequestTransformer extends BaseTransformer<TransportRequest> {
  private place(prefix: Prefix) {
    const request = this.resource
    return {
      addressId: request[`${prefix}AddressId`],
      street: request[`${prefix}Street`],
      cap: request[`${prefix}Cap`],
      city: request[`${prefix}City`],
      province: request[`${prefix}Province`],
      referentName: request[`${prefix}ReferentName`],
      referentPhone: request[`${prefix}ReferentPhone`],
      referentEmail: request[`${prefix}ReferentEmail`],
      dateFrom: day(request[`${prefix}DateFrom`]),
      dateTo: day(request[`${prefix}DateTo`]),
    }
  }

  private vehicles() {
    return [...(this.resource.vehicles ?? [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((vehicle) =>
        this.pick(vehicle, [
          'id',
          'category',
          'make',
          'model',
          'plate',
          'vin',
          'running',
          'declaredValueCents',
        ])
      )
  }

  private detail() {
    const request = this.resource
    const supplier = request.supplier
    return {
      ...this.pick(request, ['id', 'reference', 'state', 'express', 'covered', 'extraInsurance']),
      ...this.pick(request, ['notes', 'distanceKm', 'needsManualQuote', 'manualReason']),
      supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
      pickup: { ...this.place('pickup'), supplierId: request.supplierId },
      delivery: this.place('delivery'),
      vehicles: this.vehicles(),
      submittedAt: request.submittedAt?.toISO() ?? null,
      createdAt: request.createdAt.toISO()!,
    }
  }

  toObject() {
    return this.forDealer()
  }

  forDealer() {
    const quote = shownQuote(this.resource)
    return { ...this.detail(), quote: quote ? new QuoteTransformer(quote).toObject() : null }
  }

  forApi() {
    return this.forDealer()
  }

  forStaff() {
    const { team } = this.resource
    const quote = shownQuote(this.resource)
    return {
      ...this.detail(),
      team: team ? { id: team.id, name: team.name } : null,
      quote: quote ? new QuoteTransformer(quote).forStaff() : null,
    }
  }

  forForm() {
    const request = this.resource
    const place = (prefix: Prefix, supplierId: number | null = null) => {
      const values = this.place(prefix)
      const source = supplierId ? 'supplier' : values.addressId ? 'address' : 'new'
      return { ...values, source: source as 'supplier' | 'address' | 'new', supplierId }
    }
    return {
      ...this.pick(request, ['id', 'reference', 'state']),
      values: {
        pickup: place('pickup', request.supplierId),
        delivery: place('delivery'),
        vehicles: this.vehicles().map((vehicle) => ({
          category: vehicle.category,
          make: vehicle.make,
          model: vehicle.model,
          plate: vehicle.plate ?? '',
          foreignPlate:
            Boolean(vehicle.plate) && !/^[A-Z]{2}\d{3}[A-Z]{2}$/.test(vehicle.plate ?? ''),
          vin: vehicle.vin && isVin(vehicle.vin) ? vehicle.vin : (vehicle.vin ?? ''),
          running: vehicle.running,
          declaredValue: (vehicle.declaredValueCents / 100).toFixed(2),
        })),
        ...this.pick(request, ['express', 'covered', 'extraInsurance']),
        notes: request.notes ?? '',
      },
    }
  }
}
