import { notifySavedSearchMatches } from '#notifications/actions/lifecycle'
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#ordering/models/order'
import OrderItem from '#ordering/models/order_item'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import TransportRequest from '#requests/models/transport_request'
import Address from '#teams/models/address'
import { provinceByCode } from '#shared/italian_provinces'

import { computeSchedule } from '#transports/domain/schedule'
import { broadcastMarketplaceChanged } from '#transports/listeners'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import { TIME_ZONE } from '#shared/time_zone'

/** 32 random bytes, base64url: the unguessable public tracking token. */
export function newTrackingToken() {
  return randomBytes(32).toString('base64url')
}

export function transportReference(year: number, id: number) {
  return `T-${year}-${String(id).padStart(6, '0')}`
}

type Place = {
  street: string
  cap: string
  city: string
  province: string
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
}

async function placeOf(
  request: TransportRequest,
  prefix: 'pickup' | 'delivery',
  trx: TransactionClientContract
): Promise<Place> {
  const addressId = request[`${prefix}AddressId`]
  const address = addressId
    ? await Address.query({ client: trx }).where('id', addressId).first()
    : null
  return {
    street: request[`${prefix}Street`] ?? address?.street ?? '',
    cap: request[`${prefix}Cap`] ?? address?.cap ?? '',
    city: request[`${prefix}City`] ?? address?.city ?? '',
    province: (request[`${prefix}Province`] ?? address?.province ?? '').toUpperCase(),
    referentName: request[`${prefix}ReferentName`] ?? address?.referentName ?? null,
    referentPhone: request[`${prefix}ReferentPhone`] ?? address?.referentPhone ?? null,
    referentEmail: request[`${prefix}ReferentEmail`] ?? address?.referentEmail ?? null,
  }
}

/**
 * Creates one `published` transport per item of a paid order, inside the
 * caller's transaction (the checkout). Idempotent per quote: an item whose
 * quote already has a transport is returned as is.
 * Broadcasts nothing: the marketplace and dealer pages read the new rows.
 */
export async function publishTransportsForOrder(
  order: Order,
  trx: TransactionClientContract
): Promise<Transport[]> {
  const items = await OrderItem.query({ client: trx })
    .where('order_id', order.id)
    .orderBy('id', 'asc')
  if (items.length === 0) return []

  const paidAt = order.paidAt ?? DateTime.now()
  const paidOn = paidAt.setZone(TIME_ZONE).toISODate()!
  const year = paidAt.setZone(TIME_ZONE).year
  const closingDays = await closingDaysForTeams([order.teamId], trx)

  const transports: Transport[] = []
  for (const item of items) {
    const existing = await Transport.query({ client: trx }).where('quote_id', item.quoteId).first()
    if (existing) {
      transports.push(existing)
      continue
    }
    const request = await TransportRequest.query({ client: trx })
      .where('id', item.transportRequestId)
      .preload('vehicles')
      .firstOrFail()
    const quote = await item.related('quote').query().useTransaction(trx).firstOrFail()
    const pickup = await placeOf(request, 'pickup', trx)
    const delivery = await placeOf(request, 'delivery', trx)
    const distanceKm = request.distanceKm ?? (Number((quote.inputs as any)?.distanceKm) || 0)

    const schedule = computeSchedule({
      paidOn,
      express: request.express,
      pickupWindowStart: request.pickupDateFrom?.toISODate() ?? null,
      deliveryWindowStart: request.deliveryDateFrom?.toISODate() ?? null,
      distanceKm,
      closingDays,
    })

    const transport = new Transport()
    transport.useTransaction(trx)
    transport.fill({
      /* unique placeholder, replaced by the id-based reference right below */
      reference: `T-tmp-${randomBytes(6).toString('hex')}`,
      teamId: order.teamId,
      orderId: order.id,
      transportRequestId: request.id,
      quoteId: quote.id,
      transporterTeamId: null,
      state: 'published',
      stateVersion: 0,
      pickupStreet: pickup.street,
      pickupCap: pickup.cap,
      pickupCity: pickup.city,
      pickupProvince: pickup.province,
      pickupRegion: provinceByCode(pickup.province)?.region ?? '',
      pickupReferentName: pickup.referentName,
      pickupReferentPhone: pickup.referentPhone,
      pickupReferentEmail: pickup.referentEmail,
      pickupDateFrom: request.pickupDateFrom,
      pickupDateTo: request.pickupDateTo,
      deliveryStreet: delivery.street,
      deliveryCap: delivery.cap,
      deliveryCity: delivery.city,
      deliveryProvince: delivery.province,
      deliveryRegion: provinceByCode(delivery.province)?.region ?? '',
      deliveryReferentName: delivery.referentName,
      deliveryReferentPhone: delivery.referentPhone,
      deliveryReferentEmail: delivery.referentEmail,
      deliveryDateFrom: request.deliveryDateFrom,
      deliveryDateTo: request.deliveryDateTo,
      vehicleCount: Math.max(1, request.vehicles.length),
      distanceKm: Math.round(distanceKm),
      netCents: quote.netCents,
      payoutCents: quote.payoutCents,
      pickupOn: DateTime.fromISO(schedule.pickupOn),
      deliveryEstimateOn: DateTime.fromISO(schedule.deliveryEstimateOn),
      notes: request.notes,
      trackingToken: newTrackingToken(),
    })
    await transport.save()
    transport.reference = transportReference(year, transport.id)
    await transport.save()

    await TransportEvent.create(
      {
        transportId: transport.id,
        type: 'created',
        fromState: null,
        toState: 'published',
        actorKind: 'system',
        actorUserId: null,
        payload: { orderId: order.id, quoteId: quote.id },
      },
      { client: trx }
    )
    transports.push(transport)
  }
  return transports
}

/**
 * After the order's transaction committed: its transports are on the
 * marketplace, the carriers' lists reload (only the ids travel).
 */
export function announcePublished(transportIds: number[]) {
  for (const id of transportIds) broadcastMarketplaceChanged(id)
  /* carriers whose saved searches they match (in the background; never throws) */
  void notifySavedSearchMatches(transportIds)
}
