import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import TransportRequest from '#requests/models/transport_request'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Quote from '#requests/models/quote'
import { formatReference } from '#requests/domain/request_rules'

let sequence = 900_000

/**
 * A draft request from Milano to Roma (no referents, no dates, 600 km); the
 * caller gives the team and merges what its case needs.
 */
export const TransportRequestFactory = factory
  .define(TransportRequest, () => {
    sequence += 1
    return {
      reference: formatReference(2026, sequence),
      state: 'draft' as const,
      pickupStreet: 'Via Roma 1',
      pickupCap: '20121',
      pickupCity: 'Milano',
      pickupProvince: 'MI',
      deliveryStreet: 'Via del Corso 10',
      deliveryCap: '00186',
      deliveryCity: 'Roma',
      deliveryProvince: 'RM',
      express: false,
      covered: false,
      extraInsurance: false,
      needsManualQuote: false,
      distanceKm: 600,
    }
  })
  .build()

/** A running Fiat Panda declared at 10.000,00 €; the caller gives the request. */
export const TransportRequestVehicleFactory = factory
  .define(TransportRequestVehicle, () => ({
    category: 'car',
    make: 'Fiat',
    model: 'Panda',
    plate: 'AB123CD',
    running: true,
    declaredValueCents: 1_000_000,
    position: 0,
  }))
  .build()

/** The vehicles of a request: `count` Pandas at positions 0…, plates AB100CD, AB101CD… */
export function createVehicles(request: TransportRequest, count: number) {
  return TransportRequestVehicleFactory.merge(
    Array.from({ length: count }, (_, position) => ({
      transportRequestId: request.id,
      plate: `AB${String(100 + position)}CD`,
      position,
    }))
  ).createMany(count)
}

/** A price from its net: 22 % VAT, 85 % paid out to the carrier, the rest the platform's commission. */
export function quotePrices(netCents: number) {
  const vatCents = Math.floor((netCents * 22 + 50) / 100)
  const payoutCents = Math.floor((netCents * 85) / 100)
  return {
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    payoutCents,
    commissionCents: netCents - payoutCents,
  }
}

/** A valid automatic quote of 200,00 € net, 7 days to go; the caller gives the request and the team. */
export const QuoteFactory = factory
  .define(Quote, () => ({
    state: 'valid' as const,
    ...quotePrices(20_000),
    breakdown: {},
    inputs: {},
    settingsVersion: 1,
    manual: false,
    expiresAt: DateTime.now().plus({ days: 7 }),
  }))
  .build()
