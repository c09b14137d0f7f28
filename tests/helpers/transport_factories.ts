import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { todayInRome } from '#shared/time_zone'
import { addCalendarDays, isWorkingDay } from '#shared/working_days'
import Order from '#ordering/models/order'
import OrderItem from '#ordering/models/order_item'
import type Transport from '#transports/models/transport'
import type Team from '#teams/models/team'
import type User from '#identity/models/user'
import { publishTransportsForOrder } from '#transports/actions/publish_transports'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { postOrderPayment } from '#ordering/actions/pay_order'
import { createUserWithTeam } from '#tests/helpers/factories'
import {
  QuoteFactory,
  TransportRequestFactory,
  createVehicles,
  quotePrices,
} from '#database/factories/request_factory'

let sequence = 0
function next() {
  sequence += 1
  return `${Date.now().toString(36).slice(-5)}${sequence}`
}

export type RequestOptions = {
  vehicles?: number
  express?: boolean
  distanceKm?: number
  pickupDateFrom?: string | null
  deliveryDateFrom?: string | null
  pickupProvince?: string
  deliveryProvince?: string
}

/** A submitted-and-ordered request of a dealer team, with vehicles and a quote. */
export async function createQuotedRequest(team: Team, options: RequestOptions = {}) {
  const request = await TransportRequestFactory.merge({
    teamId: team.id,
    reference: `R-${next()}`,
    state: 'ordered',
    pickupStreet: 'Via Roma 1',
    pickupCap: '20100',
    pickupCity: 'Milano',
    pickupProvince: options.pickupProvince ?? 'MI',
    pickupReferentName: 'Mario Rossi',
    pickupReferentPhone: '+39 333 1234567',
    pickupReferentEmail: 'mario.rossi@example.test',
    pickupDateFrom: options.pickupDateFrom ? DateTime.fromISO(options.pickupDateFrom) : null,
    pickupDateTo: null,
    deliveryStreet: 'Via Toledo 10',
    deliveryCap: '80100',
    deliveryCity: 'Napoli',
    deliveryProvince: options.deliveryProvince ?? 'NA',
    deliveryDateFrom: options.deliveryDateFrom ? DateTime.fromISO(options.deliveryDateFrom) : null,
    deliveryReferentName: 'Giulia Bianchi',
    deliveryReferentPhone: '+39 333 7654321',
    deliveryReferentEmail: 'giulia.bianchi@example.test',
    express: options.express ?? false,
    distanceKm: options.distanceKm ?? 780,
  }).create()
  await createVehicles(request, options.vehicles ?? 1)
  const quote = await QuoteFactory.merge({
    transportRequestId: request.id,
    teamId: team.id,
    state: 'ordered',
    ...quotePrices(50_000),
    inputs: { distanceKm: options.distanceKm ?? 780 },
  }).create()
  return { request, quote }
}

/** A paid order of the team with one item per request option given. */
export async function createPaidOrder(
  team: Team,
  requests: RequestOptions[] = [{}],
  paidAt: DateTime = DateTime.now()
) {
  const order = await Order.create({
    teamId: team.id,
    reference: `O-${next()}`,
    state: 'paid',
    paymentMethod: 'wallet',
    netCents: 50_000 * requests.length,
    vatCents: 11_000 * requests.length,
    grossCents: 61_000 * requests.length,
    paidAt,
  })
  for (const options of requests) {
    const { request, quote } = await createQuotedRequest(team, options)
    await OrderItem.create({
      orderId: order.id,
      quoteId: quote.id,
      transportRequestId: request.id,
      netCents: quote.netCents,
      vatCents: quote.vatCents,
      grossCents: quote.grossCents,
    })
  }
  return order
}

/** A dealer (owner user + team) with one published transport of an order paid through the ledger. */
export async function createDealerTransport(
  options: RequestOptions & {
    dealer?: { user: User; team: Team }
    state?: Transport['state']
    transporterTeamId?: number | null
  } = {}
) {
  const dealer = options.dealer ?? (await createUserWithTeam('dealer'))
  const order = await createPaidOrder(dealer.team, [options])
  const [transport] = await db.transaction(async (trx) => {
    const published = await publishTransportsForOrder(order, trx)
    /* paid as the checkout pays: the gross into the wallet, then held for the transport */
    const funded = await creditWallet(
      dealer.team.id,
      order.grossCents,
      { source: 'bank', kind: 'bank_transfer', reason: 'Test funds', byUserId: null },
      trx
    )
    if (!funded.ok) throw new Error(funded.error)
    const paid = await postOrderPayment(order, null, trx)
    if (!paid.ok) throw new Error(paid.error)
    return published
  })
  if (options.state && options.state !== 'published') {
    transport.state = options.state
    transport.transporterTeamId = options.transporterTeamId ?? null
    await transport.save()
  }
  return { ...dealer, order, transport }
}

/** A verified transporter team (and its owner). */
export function createTransporter(options: { verified?: boolean } = {}) {
  return createUserWithTeam('transporter').then(async (result) => {
    if (options.verified === false) {
      result.team.verifiedAt = null
      await result.team.save()
    }
    return result
  })
}

/** A staff (admin area) user. */
export function createStaff() {
  return createUserWithTeam('staff')
}

/** Every key of every object in a JSON-like value, at any depth (to prove a field is never sent). */
export function allKeys(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) allKeys(item, keys)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key)
      allKeys(item, keys)
    }
  }
  return keys
}

/**
 * A carrier of the marketplace: a verified transporter team serving the
 * given regions and provinces (Lombardy by default: the demo transports
 * start in Milan), unverified or suspended on request.
 */
export async function createCarrier(
  options: {
    regions?: string[]
    provinces?: string[]
    verified?: boolean
    suspended?: boolean
    role?: 'owner' | 'admin' | 'member' | 'driver'
  } = {}
) {
  const carrier = await createUserWithTeam('transporter', { role: options.role })
  carrier.team.services = {
    categories: [],
    regions: options.regions ?? ['lombardia'],
    provinces: options.provinces ?? [],
    equipment: [],
    capacity: null,
  }
  if (options.verified === false) carrier.team.verifiedAt = null
  if (options.suspended) {
    carrier.team.suspendedAt = DateTime.now()
    carrier.team.suspensionReason = 'Polizza scaduta'
  }
  await carrier.team.save()
  return carrier
}

/**
 * The latest working day on or before today in Rome: a pickup can be
 * scheduled on it (working days only) and picked up now (not before its day),
 * whatever day the suite runs on.
 */
export function lastWorkingDay(): string {
  let day = todayInRome()
  while (!isWorkingDay(day)) day = addCalendarDays(day, -1)
  return day
}
