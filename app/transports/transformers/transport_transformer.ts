/**
 * What reaches pages and the API about a transport, one variant per screen.
 * The public variant carries no prices, no street addresses, no contact data
 * and only referents' first names.
 */
import type Transport from '#transports/models/transport'
import type TransportEvent from '#transports/models/transport_event'
import env from '#start/env'

export function trackingPath(token: string) {
  return `/tracking/${token}`
}

export function trackingUrl(token: string) {
  const base = (env.get('APP_URL') ?? '').replace(/\/$/, '')
  return `${base}${trackingPath(token)}`
}

const iso = (value: { toISODate(): string | null } | null | undefined) => value?.toISODate() ?? null
const isoTime = (value: { toISO(): string | null } | null | undefined) => value?.toISO() ?? null

export function forList(transport: Transport) {
  return {
    id: transport.id,
    reference: transport.reference,
    state: transport.state,
    pickupCity: transport.pickupCity,
    pickupProvince: transport.pickupProvince,
    deliveryCity: transport.deliveryCity,
    deliveryProvince: transport.deliveryProvince,
    vehicleCount: transport.vehicleCount,
    pickupOn: iso(transport.pickupOn),
    deliveryEstimateOn: iso(transport.deliveryEstimateOn),
    dealerName: transport.$preloaded.team ? transport.team.name : null,
    transporterName: transport.$preloaded.transporterTeam
      ? (transport.transporterTeam?.name ?? null)
      : null,
  }
}

function place(transport: Transport, prefix: 'pickup' | 'delivery') {
  return {
    street: transport[`${prefix}Street`],
    cap: transport[`${prefix}Cap`],
    city: transport[`${prefix}City`],
    province: transport[`${prefix}Province`],
    region: transport[`${prefix}Region`],
    referentName: transport[`${prefix}ReferentName`],
    referentPhone: transport[`${prefix}ReferentPhone`],
    referentEmail: transport[`${prefix}ReferentEmail`],
    dateFrom: iso(transport[`${prefix}DateFrom`]),
    dateTo: iso(transport[`${prefix}DateTo`]),
  }
}

export function timeline(events: TransportEvent[]) {
  return events.map((event) => ({
    id: event.id,
    type: event.type,
    fromState: event.fromState,
    toState: event.toState,
    actorKind: event.actorKind,
    actorName: event.$preloaded.actor ? (event.actor?.fullName ?? null) : null,
    at: isoTime(event.createdAt),
  }))
}

export function forShow(transport: Transport) {
  return {
    ...forList(transport),
    stateVersion: transport.stateVersion,
    pickup: place(transport, 'pickup'),
    delivery: place(transport, 'delivery'),
    distanceKm: transport.distanceKm,
    notes: transport.notes,
    orderId: transport.orderId,
    transportRequestId: transport.transportRequestId,
    transporterTeamId: transport.transporterTeamId,
    assignedAt: isoTime(transport.assignedAt),
    pickedUpAt: isoTime(transport.pickedUpAt),
    deliveredAt: isoTime(transport.deliveredAt),
    completedAt: isoTime(transport.completedAt),
    cancelledAt: isoTime(transport.cancelledAt),
    trackingUrl: trackingUrl(transport.trackingToken),
    trackingPath: trackingPath(transport.trackingToken),
    timeline: timeline(transport.events ?? []),
  }
}

function firstName(name: string | null) {
  const first = (name ?? '').trim().split(/\s+/)[0]
  return first ? first.slice(0, 60) : null
}

/** Public tracking: the minimum a person at the pickup or delivery place needs. */
export function forTracking(transport: Transport) {
  const events = transport.events ?? []
  const last = events.length > 0 ? events[events.length - 1] : null
  return {
    reference: transport.reference,
    state: transport.state,
    pickup: {
      city: transport.pickupCity,
      province: transport.pickupProvince,
      referentFirstName: firstName(transport.pickupReferentName),
    },
    delivery: {
      city: transport.deliveryCity,
      province: transport.deliveryProvince,
      referentFirstName: firstName(transport.deliveryReferentName),
    },
    vehicleCount: transport.vehicleCount,
    pickupOn: iso(transport.pickupOn),
    deliveryEstimateOn: iso(transport.deliveryEstimateOn),
    pickedUpAt: isoTime(transport.pickedUpAt),
    deliveredAt: isoTime(transport.deliveredAt),
    lastUpdateAt: isoTime(last?.createdAt ?? transport.updatedAt ?? transport.createdAt),
    timeline: events.map((event) => ({
      type: event.type,
      toState: event.toState,
      at: isoTime(event.createdAt),
    })),
  }
}

/** The API shape documented in the OpenAPI file. */
export function forApi(transport: Transport) {
  return {
    id: transport.id,
    reference: transport.reference,
    state: transport.state,
    pickup: {
      city: transport.pickupCity,
      province: transport.pickupProvince,
      dateFrom: iso(transport.pickupDateFrom),
      dateTo: iso(transport.pickupDateTo),
    },
    delivery: {
      city: transport.deliveryCity,
      province: transport.deliveryProvince,
      dateFrom: iso(transport.deliveryDateFrom),
      dateTo: iso(transport.deliveryDateTo),
    },
    vehicleCount: transport.vehicleCount,
    pickupOn: iso(transport.pickupOn),
    deliveryEstimateOn: iso(transport.deliveryEstimateOn),
    trackingUrl: trackingUrl(transport.trackingToken),
    timeline: (transport.events ?? []).map((event) => ({
      type: event.type,
      fromState: event.fromState,
      toState: event.toState,
      at: isoTime(event.createdAt),
    })),
  }
}
