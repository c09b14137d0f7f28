import { DateTime } from 'luxon'
import type Team from '#teams/models/team'
import type { QuoteState } from '#requests/models/quote'
import CartItem from '#ordering/models/cart_item'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { checkout } from '#ordering/actions/checkout'
import { createUserWithTeam } from '#tests/helpers/factories'
import {
  QuoteFactory,
  TransportRequestFactory,
  createVehicles,
  quotePrices,
} from '#database/factories/request_factory'

/**
 * A quoted transport request of the team with one valid quote (net + 22% VAT),
 * pickup and delivery filled in, one vehicle.
 */
export async function createQuotedRequest(
  team: Team,
  options: { netCents?: number; state?: QuoteState; expiresAt?: DateTime; vehicles?: number } = {}
) {
  const request = await TransportRequestFactory.merge({
    teamId: team.id,
    state: 'quoted',
    pickupStreet: 'Via Emilia Est 120',
    pickupCap: '41121',
    pickupCity: 'Modena',
    pickupProvince: 'MO',
    pickupReferentName: 'Giulia Bianchi',
    pickupReferentPhone: '+39 333 1234567',
    pickupDateFrom: DateTime.now().plus({ days: 3 }),
    pickupDateTo: DateTime.now().plus({ days: 10 }),
    deliveryStreet: 'Corso Buenos Aires 1',
    deliveryCap: '20124',
    deliveryCity: 'Milano',
    deliveryProvince: 'MI',
    deliveryReferentName: 'Marco Rossi',
    deliveryDateFrom: DateTime.now().plus({ days: 5 }),
    deliveryDateTo: DateTime.now().plus({ days: 15 }),
    distanceKm: 180,
    submittedAt: DateTime.now(),
  }).create()
  await createVehicles(request, options.vehicles ?? 1)
  const quote = await QuoteFactory.merge({
    transportRequestId: request.id,
    teamId: team.id,
    state: options.state ?? 'valid',
    ...quotePrices(options.netCents ?? 20_000),
    breakdown: { lines: [] },
    inputs: { distanceKm: 180 },
    expiresAt: options.expiresAt ?? DateTime.now().plus({ days: 7 }),
  }).create()
  return { request, quote }
}

/** A valid quote already in the team's cart. */
export async function createCartItem(
  team: Team,
  userId: number | null,
  options: Parameters<typeof createQuotedRequest>[1] = {}
) {
  const { request, quote } = await createQuotedRequest(team, options)
  const item = await CartItem.create({ teamId: team.id, quoteId: quote.id, addedById: userId })
  return { request, quote, item }
}

/** Gives a team a wallet balance (an adjustment entry). */
export async function fundWallet(team: Team, cents: number) {
  const result = await creditWallet(team.id, cents, {
    source: 'adjustments',
    kind: 'adjustment',
    reason: 'Test funds',
    byUserId: null,
  })
  if (!result.ok) throw new Error(result.error)
  return result.value
}

/** A dealer (owner and team, 2.000,00 € funded) whose one quote of 200,00 € net was paid at checkout. */
export async function createCheckedOutOrder() {
  const { user, team } = await createUserWithTeam('dealer')
  await fundWallet(team, 200_000)
  await createCartItem(team, user.id, { netCents: 20_000 })
  const result = await checkout({ teamId: team.id, userId: user.id })
  if (!result.ok) throw new Error(result.error)
  return { user, team, order: result.value }
}
