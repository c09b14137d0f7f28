import type Team from '#teams/models/team'
import type TransportRequest from '#requests/models/transport_request'
import type Quote from '#requests/models/quote'
import {
  QuoteFactory,
  TransportRequestFactory,
  TransportRequestVehicleFactory,
  quotePrices,
} from '#database/factories/request_factory'
import { addWorkingDays, nextWorkingDay } from '#shared/working_days'
import { todayInRome } from '#shared/time_zone'

/** Working days from today in Rome: a valid window for submit. */
export function futureDates() {
  const today = todayInRome()
  const pickupFrom = nextWorkingDay(addWorkingDays(today, 3))
  const pickupTo = addWorkingDays(pickupFrom, 1)
  const deliveryFrom = addWorkingDays(pickupTo, 1)
  const deliveryTo = addWorkingDays(deliveryFrom, 2)
  return { pickupFrom, pickupTo, deliveryFrom, deliveryTo }
}

/** A vehicle of a request body: a running Fiat Tipo declared at 15.000,00 €. */
export function validVehicleBody() {
  return {
    category: 'car',
    make: 'Fiat',
    model: 'Tipo',
    plate: 'AB123CD',
    running: true,
    declaredValue: '15.000,00',
  }
}

/** A complete request body (form or API) from Milano to Roma with one car. */
export function validRequestBody(overrides: Record<string, unknown> = {}): Record<string, any> {
  const dates = futureDates()
  return {
    pickup: {
      source: 'new',
      street: 'Via Roma 1',
      cap: '20121',
      city: 'Milano',
      province: 'MI',
      referentName: 'Mario Rossi',
      referentPhone: '+39 333 1234567',
      referentEmail: 'mario@example.test',
      dateFrom: dates.pickupFrom,
      dateTo: dates.pickupTo,
    },
    delivery: {
      source: 'new',
      street: 'Via del Corso 10',
      cap: '00186',
      city: 'Roma',
      province: 'RM',
      referentName: 'Anna Verdi',
      referentPhone: '06 1234567',
      dateFrom: dates.deliveryFrom,
      dateTo: dates.deliveryTo,
    },
    vehicles: [validVehicleBody()],
    express: false,
    covered: false,
    extraInsurance: false,
    notes: 'Chiamare prima.',
    ...overrides,
  }
}

/** A stored request (state as given) with one vehicle, and a valid quote when `quoted`. */
export async function createRequest(
  team: Team,
  options: {
    state?: TransportRequest['state']
    pickupProvince?: string
    deliveryProvince?: string
    needsManualQuote?: boolean
  } = {}
) {
  const state = options.state ?? 'draft'
  const request = await TransportRequestFactory.merge({
    teamId: team.id,
    state,
    pickupProvince: options.pickupProvince ?? 'MI',
    deliveryProvince: options.deliveryProvince ?? 'RM',
    needsManualQuote: options.needsManualQuote ?? false,
  }).create()
  await TransportRequestVehicleFactory.merge({ transportRequestId: request.id }).create()
  let quote: Quote | null = null
  if (state === 'quoted') {
    quote = await QuoteFactory.merge({
      transportRequestId: request.id,
      teamId: team.id,
      ...quotePrices(40_000),
      breakdown: { distanceKm: 600, lines: [], netCents: 40_000 },
    }).create()
  }
  return { request, quote }
}

/** Every key path of a JSON value that names the platform's commission or the carrier's payout. */
export function priceLeaks(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => priceLeaks(item, `${path}[${index}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => [
    ...(/commission|payout/i.test(key) ? [`${path}.${key}`] : []),
    ...priceLeaks(item, `${path}.${key}`),
  ])
}
