import { DateTime } from 'luxon'
import type Team from '#teams/models/team'
import TransportRequest from '#requests/models/transport_request'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Quote from '#requests/models/quote'
import { formatReference } from '#requests/domain/request_rules'
import { addWorkingDays, nextWorkingDay } from '#shared/working_days'
import { todayInRome } from '#shared/time_zone'

let sequence = 900_000

/** Working days from today in Rome: a valid window for submit. */
export function futureDates() {
  const today = todayInRome()
  const pickupFrom = nextWorkingDay(addWorkingDays(today, 3))
  const pickupTo = addWorkingDays(pickupFrom, 1)
  const deliveryFrom = addWorkingDays(pickupTo, 1)
  const deliveryTo = addWorkingDays(deliveryFrom, 2)
  return { pickupFrom, pickupTo, deliveryFrom, deliveryTo }
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
    vehicles: [
      {
        category: 'car',
        make: 'Fiat',
        model: 'Tipo',
        plate: 'AB123CD',
        running: true,
        declaredValue: '15.000,00',
      },
    ],
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
  sequence += 1
  const state = options.state ?? 'draft'
  const request = await TransportRequest.create({
    teamId: team.id,
    reference: formatReference(2026, sequence),
    state,
    pickupCity: 'Milano',
    pickupProvince: options.pickupProvince ?? 'MI',
    pickupStreet: 'Via Roma 1',
    pickupCap: '20121',
    deliveryCity: 'Roma',
    deliveryProvince: options.deliveryProvince ?? 'RM',
    deliveryStreet: 'Via del Corso 10',
    deliveryCap: '00186',
    express: false,
    covered: false,
    extraInsurance: false,
    needsManualQuote: options.needsManualQuote ?? false,
    distanceKm: 600,
  })
  await TransportRequestVehicle.create({
    transportRequestId: request.id,
    category: 'car',
    make: 'Fiat',
    model: 'Panda',
    plate: 'AB123CD',
    running: true,
    declaredValueCents: 1_000_000,
    position: 0,
  })
  let quote: Quote | null = null
  if (state === 'quoted') {
    quote = await Quote.create({
      transportRequestId: request.id,
      teamId: team.id,
      state: 'valid',
      netCents: 40_000,
      vatCents: 8_800,
      grossCents: 48_800,
      commissionCents: 6_000,
      payoutCents: 34_000,
      breakdown: { distanceKm: 600, lines: [], netCents: 40_000 },
      inputs: {},
      settingsVersion: 1,
      manual: false,
      expiresAt: DateTime.now().plus({ days: 7 }),
    })
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
