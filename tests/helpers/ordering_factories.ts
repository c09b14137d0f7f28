import { DateTime } from 'luxon'
import type Team from '#teams/models/team'
import TransportRequest from '#requests/models/transport_request'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Quote, { type QuoteState } from '#requests/models/quote'
import CartItem from '#ordering/models/cart_item'
import { creditWallet } from '#wallet/actions/append_wallet_entry'

let sequence = 0

/**
 * A quoted transport request of the team with one valid quote (net + 22% VAT),
 * pickup and delivery filled in, one vehicle.
 */
export async function createQuotedRequest(
  team: Team,
  options: { netCents?: number; state?: QuoteState; expiresAt?: DateTime; vehicles?: number } = {}
) {
  sequence += 1
  const netCents = options.netCents ?? 20_000
  const vatCents = Math.floor((netCents * 22 + 50) / 100)
  const request = await TransportRequest.create({
    teamId: team.id,
    reference: `RQ-T-${Date.now().toString(36).slice(-6)}${sequence}`.slice(0, 20),
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
    express: false,
    covered: false,
    extraInsurance: false,
    distanceKm: 180,
    needsManualQuote: false,
    submittedAt: DateTime.now(),
  })
  for (let position = 0; position < (options.vehicles ?? 1); position++) {
    await TransportRequestVehicle.create({
      transportRequestId: request.id,
      category: 'car',
      make: 'Fiat',
      model: 'Panda',
      plate: `AB${String(100 + position)}CD`,
      running: true,
      declaredValueCents: 1_000_000,
      position,
    })
  }
  const quote = await Quote.create({
    transportRequestId: request.id,
    teamId: team.id,
    state: options.state ?? 'valid',
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    payoutCents: Math.floor((netCents * 85) / 100),
    commissionCents: netCents - Math.floor((netCents * 85) / 100),
    breakdown: { lines: [] },
    inputs: { distanceKm: 180 },
    settingsVersion: 1,
    manual: false,
    expiresAt: options.expiresAt ?? DateTime.now().plus({ days: 7 }),
  })
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
    kind: 'adjustment',
    reason: 'Test funds',
    byUserId: null,
  })
  if (!result.ok) throw new Error(result.error)
  return result.value
}
