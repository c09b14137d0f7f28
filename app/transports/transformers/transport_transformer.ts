/**
 * What reaches pages and the API about a transport, one variant per audience:
 *
 * - `toObject`       what every variant starts with: route, dates, state (the
 *                    same fields as a list row, TransportRowTransformer);
 * - `forDealer`      the dealer's page: its own places and referents, timeline,
 *                    tracking link — never the carrier's payout nor the
 *                    platform's commission;
 * - `forStaff`       the admin page: everything, with the money split (the
 *                    dealer's net price, the carrier's payout, the commission);
 * - `forTransporter` the carrier: its payout, never the dealer's price; the
 *                    street addresses and referents only once the transport is
 *                    assigned (before that, towns and provinces only);
 * - `forDriver`      a carrier's driver: the carrier's view without its payout;
 * - `forPublic`      the tracking page: no prices, no street addresses, no
 *                    contact data, referents' first names only;
 * - `forApi`         the JSON API (described by app/transports/openapi.ts).
 *
 * Relations read here (`team`, `transporterTeam`, `events` and their
 * `actor`) are preloaded by the queries; an absent one shows as null.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Transport from '#transports/models/transport'
import type TransportEvent from '#transports/models/transport_event'
import { money } from '#shared/format'
import env from '#start/env'

export function trackingPath(token: string) {
  return `/tracking/${token}`
}

export function trackingUrl(token: string) {
  const base = (env.get('APP_URL') ?? '').replace(/\/$/, '')
  return `${base}${trackingPath(token)}`
}

type Prefix = 'pickup' | 'delivery'

/** A calendar day from a model (luxon) or a plain row (already `yyyy-MM-dd`). */
const day = (value: { toISODate(): string | null } | string | null | undefined) =>
  typeof value === 'string' ? value : (value?.toISODate() ?? null)

type ListFields = Pick<
  Transport,
  | 'id'
  | 'reference'
  | 'state'
  | 'pickupCity'
  | 'pickupProvince'
  | 'deliveryCity'
  | 'deliveryProvince'
  | 'vehicleCount'
> & {
  pickupOn: Transport['pickupOn'] | string | null
  deliveryEstimateOn: Transport['deliveryEstimateOn'] | string | null
  pickupSlotFrom?: string | null
  pickupSlotTo?: string | null
}

/** Route, vehicles, dates and state: a list row, and the start of every page variant. */
export function listFields(transport: ListFields) {
  return {
    id: transport.id,
    reference: transport.reference,
    state: transport.state,
    pickupCity: transport.pickupCity,
    pickupProvince: transport.pickupProvince,
    deliveryCity: transport.deliveryCity,
    deliveryProvince: transport.deliveryProvince,
    vehicleCount: transport.vehicleCount,
    pickupOn: day(transport.pickupOn),
    /* the scheduled pickup's time range (HH:mm), once the carrier chose it */
    pickupSlotFrom: transport.pickupSlotFrom ?? null,
    pickupSlotTo: transport.pickupSlotTo ?? null,
    deliveryEstimateOn: day(transport.deliveryEstimateOn),
  }
}

/** The driver (preloaded as `driver`): null when none is assigned or it was not read. */
function driverOf(transport: Transport) {
  const driver = transport.$preloaded.driver ? transport.driver : null
  return driver ? { id: driver.id, name: driver.fullName } : null
}

const iso = (value: { toISODate(): string | null } | null | undefined) => value?.toISODate() ?? null
const isoTime = (value: { toISO(): string | null } | null | undefined) => value?.toISO() ?? null

/** A place with its address, referent and date window (the dealer's own data). */
function place(transport: Transport, prefix: Prefix) {
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

/** A place as a carrier sees it before the assignment: the town and the date window. */
function town(transport: Transport, prefix: Prefix) {
  return {
    street: null,
    cap: null,
    city: transport[`${prefix}City`],
    province: transport[`${prefix}Province`],
    region: transport[`${prefix}Region`],
    referentName: null,
    referentPhone: null,
    referentEmail: null,
    dateFrom: iso(transport[`${prefix}DateFrom`]),
    dateTo: iso(transport[`${prefix}DateTo`]),
  }
}

function firstName(name: string | null) {
  const first = (name ?? '').trim().split(/\s+/)[0]
  return first ? first.slice(0, 60) : null
}

/** The vehicles of the transport's request (preloaded by the page's query), in their order. */
function vehiclesOf(transport: Transport) {
  const request = transport.$preloaded.transportRequest ? transport.transportRequest : null
  return (request?.vehicles ?? []).map((vehicle) => ({
    id: vehicle.id,
    category: vehicle.category,
    make: vehicle.make,
    model: vehicle.model,
    plate: vehicle.plate,
    vin: vehicle.vin,
    running: vehicle.running,
    declaredValueCents: vehicle.declaredValueCents,
  }))
}

/** What the dealer paid for it (its quote: net, VAT, total), when preloaded. */
function pricePaid(transport: Transport) {
  const quote = transport.$preloaded.quote ? transport.quote : null
  return quote
    ? { netCents: quote.netCents, vatCents: quote.vatCents, grossCents: quote.grossCents }
    : null
}

/** The order and the request it came from, with their references (when preloaded). */
function origin(transport: Transport) {
  const order = transport.$preloaded.order ? transport.order : null
  const request = transport.$preloaded.transportRequest ? transport.transportRequest : null
  return {
    order: order ? { id: order.id, reference: order.reference } : null,
    request: request ? { id: request.id, reference: request.reference } : null,
  }
}

/** Timeline lines only staff see: a payout changed by staff (the dealer never learns the payout). */
const STAFF_ONLY_EVENTS = new Set(['payout_changed'])

function eventsOf(transport: Transport, staff = false): TransportEvent[] {
  const events = transport.$preloaded.events ? transport.events : []
  return staff ? events : events.filter((event) => !STAFF_ONLY_EVENTS.has(event.type))
}

/** The timeline with who acted (the actor's name when preloaded). */
function timeline(transport: Transport, staff = false) {
  return eventsOf(transport, staff).map((event) => ({
    id: event.id,
    type: event.type,
    fromState: event.fromState,
    toState: event.toState,
    actorKind: event.actorKind,
    actorName: event.$preloaded.actor ? (event.actor?.fullName ?? null) : null,
    via: awardVia(event),
    /* a staff override (its reason is staff-only; the others see a plain state change by staff) */
    override: staff && event.payload?.override === true,
    /* staff's audit line: a payout change's amounts and reason, an override's reason */
    detail: staff ? staffDetail(event) : null,
    at: isoTime(event.createdAt),
  }))
}

function staffDetail(event: TransportEvent): string | null {
  if (event.payload?.override === true && typeof event.payload.reason === 'string')
    return event.payload.reason
  if (event.type !== 'payout_changed' || !event.payload) return null
  const { from, to, reason } = event.payload as { from?: number; to?: number; reason?: string }
  if (typeof from !== 'number' || typeof to !== 'number') return null
  return `${money(from)} → ${money(to)}${reason ? ` · ${reason}` : ''}`
}

const AWARD_VIAS = ['buy_now', 'bid', 'auto_accept', 'session'] as const

/** How an `assigned` event came about (buy-now, an accepted bid…); null for the others. */
function awardVia(event: TransportEvent): (typeof AWARD_VIAS)[number] | null {
  const via = event.type === 'assigned' ? event.payload?.via : null
  return AWARD_VIAS.find((known) => known === via) ?? null
}

export default class TransportTransformer extends BaseTransformer<Transport> {
  /** Route, vehicles, dates and state (as a list row). */
  toObject() {
    return listFields(this.resource)
  }

  /** The dealer's page and edit form. */
  forDealer() {
    const transport = this.resource
    return {
      ...this.toObject(),
      stateVersion: transport.stateVersion,
      pickup: place(transport, 'pickup'),
      delivery: place(transport, 'delivery'),
      distanceKm: transport.distanceKm,
      notes: transport.notes,
      orderId: transport.orderId,
      transporterName: this.transporterName(),
      /* the carrier's driver, first name only (the dealer's referents meet them) */
      driverFirstName: firstName(driverOf(transport)?.name ?? null),
      assignedAt: isoTime(transport.assignedAt),
      pickedUpAt: isoTime(transport.pickedUpAt),
      deliveredAt: isoTime(transport.deliveredAt),
      completedAt: isoTime(transport.completedAt),
      cancelledAt: isoTime(transport.cancelledAt),
      /* The page writes the link with the address it was opened at (the API sends the full URL). */
      trackingPath: trackingPath(transport.trackingToken),
      timeline: timeline(transport),
      vehicles: vehiclesOf(transport),
      pricePaid: pricePaid(transport),
      ...origin(transport),
    }
  }

  /** The admin page: the dealer's view, the teams and the money split. */
  forStaff() {
    const transport = this.resource
    return {
      ...this.forDealer(),
      dealerName: this.dealerName(),
      /* the dealer team (the chat's "Message the dealer") */
      teamId: transport.teamId,
      transportRequestId: transport.transportRequestId,
      transporterTeamId: transport.transporterTeamId,
      netCents: transport.netCents,
      payoutCents: transport.payoutCents,
      commissionCents: transport.netCents - transport.payoutCents,
      driverName: driverOf(transport)?.name ?? null,
      timeline: timeline(transport, true),
    }
  }

  /**
   * The carrier's view: its payout; addresses and referents only when the
   * transport is assigned (to its team: the policy shows it nothing else).
   */
  forTransporter() {
    const transport = this.resource
    const assigned = transport.transporterTeamId !== null
    return {
      ...this.toObject(),
      stateVersion: transport.stateVersion,
      pickup: assigned ? place(transport, 'pickup') : town(transport, 'pickup'),
      delivery: assigned ? place(transport, 'delivery') : town(transport, 'delivery'),
      distanceKm: transport.distanceKm,
      notes: assigned ? transport.notes : null,
      payoutCents: transport.payoutCents,
      /* Once the transport is the carrier's: who ordered it and what it carries (plates, VIN). */
      dealerName: assigned ? this.dealerName() : null,
      vehicles: assigned ? vehiclesOf(transport) : [],
      driver: driverOf(transport),
      assignedAt: isoTime(transport.assignedAt),
      pickedUpAt: isoTime(transport.pickedUpAt),
      deliveredAt: isoTime(transport.deliveredAt),
      timeline: eventsOf(transport).map((event) => ({
        id: event.id,
        type: event.type,
        fromState: event.fromState,
        toState: event.toState,
        actorKind: event.actorKind,
        via: awardVia(event),
        at: isoTime(event.createdAt),
      })),
    }
  }

  /** A carrier's driver: the carrier's view without the team's money (the payout). */
  forDriver() {
    return { ...this.forTransporter(), payoutCents: null as number | null }
  }

  /** Public tracking: the minimum a person at the pickup or delivery place needs. */
  forPublic() {
    const transport = this.resource
    const events = eventsOf(transport)
    const last = events.length > 0 ? events[events.length - 1] : null
    const spot = (prefix: Prefix) => ({
      city: transport[`${prefix}City`],
      province: transport[`${prefix}Province`],
      referentFirstName: firstName(transport[`${prefix}ReferentName`]),
    })
    return {
      reference: transport.reference,
      state: transport.state,
      pickup: spot('pickup'),
      delivery: spot('delivery'),
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

  /** The API shape, exactly as app/transports/openapi.ts documents it. */
  forApi() {
    const transport = this.resource
    const window = (prefix: Prefix) => ({
      city: transport[`${prefix}City`],
      province: transport[`${prefix}Province`],
      dateFrom: iso(transport[`${prefix}DateFrom`]),
      dateTo: iso(transport[`${prefix}DateTo`]),
    })
    return {
      id: transport.id,
      reference: transport.reference,
      state: transport.state,
      pickup: window('pickup'),
      delivery: window('delivery'),
      vehicleCount: transport.vehicleCount,
      pickupOn: iso(transport.pickupOn),
      deliveryEstimateOn: iso(transport.deliveryEstimateOn),
      trackingUrl: trackingUrl(transport.trackingToken),
      timeline: eventsOf(transport).map((event) => ({
        type: event.type,
        fromState: event.fromState,
        toState: event.toState,
        at: isoTime(event.createdAt)!,
      })),
    }
  }

  private dealerName() {
    return this.resource.$preloaded.team ? this.resource.team.name : null
  }

  private transporterName() {
    return this.resource.$preloaded.transporterTeam
      ? (this.resource.transporterTeam?.name ?? null)
      : null
  }
}
