/**
 * What reaches pages and the API about a transport, one variant per audience:
 *
 * - `toObject`       a list row (dealer lists, dashboards): route, dates, state;
 * - `forStaffRow`    the staff list row, with the dealer's and the carrier's names;
 * - `forDealer`      the dealer's page: its own places and referents, timeline,
 *                    tracking link — never the carrier's payout nor the
 *                    platform's commission;
 * - `forStaff`       the admin page: everything, with the money split (the
 *                    dealer's net price, the carrier's payout, the commission);
 * - `forTransporter` the carrier: its payout, never the dealer's price; the
 *                    street addresses and referents only once the transport is
 *                    assigned (before that, towns and provinces only);
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
import env from '#start/env'

export function trackingPath(token: string) {
  return `/tracking/${token}`
}

export function trackingUrl(token: string) {
  const base = (env.get('APP_URL') ?? '').replace(/\/$/, '')
  return `${base}${trackingPath(token)}`
}

type Prefix = 'pickup' | 'delivery'

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

function eventsOf(transport: Transport): TransportEvent[] {
  return transport.$preloaded.events ? transport.events : []
}

/** The timeline with who acted (the actor's name when preloaded). */
function timeline(transport: Transport) {
  return eventsOf(transport).map((event) => ({
    id: event.id,
    type: event.type,
    fromState: event.fromState,
    toState: event.toState,
    actorKind: event.actorKind,
    actorName: event.$preloaded.actor ? (event.actor?.fullName ?? null) : null,
    at: isoTime(event.createdAt),
  }))
}

export default class TransportTransformer extends BaseTransformer<Transport> {
  /** A row of a list: route, vehicles, dates and state. */
  toObject() {
    const transport = this.resource
    return {
      ...this.pick(transport, [
        'id',
        'reference',
        'state',
        'pickupCity',
        'pickupProvince',
        'deliveryCity',
        'deliveryProvince',
        'vehicleCount',
      ]),
      pickupOn: iso(transport.pickupOn),
      deliveryEstimateOn: iso(transport.deliveryEstimateOn),
    }
  }

  /** A row of the staff list: with the names of the dealer and of the carrier. */
  forStaffRow() {
    return {
      ...this.toObject(),
      dealerName: this.dealerName(),
      transporterName: this.transporterName(),
    }
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
      assignedAt: isoTime(transport.assignedAt),
      pickedUpAt: isoTime(transport.pickedUpAt),
      deliveredAt: isoTime(transport.deliveredAt),
      completedAt: isoTime(transport.completedAt),
      cancelledAt: isoTime(transport.cancelledAt),
      trackingUrl: trackingUrl(transport.trackingToken),
      trackingPath: trackingPath(transport.trackingToken),
      timeline: timeline(transport),
    }
  }

  /** The admin page: the dealer's view, the teams and the money split. */
  forStaff() {
    const transport = this.resource
    return {
      ...this.forDealer(),
      dealerName: this.dealerName(),
      transportRequestId: transport.transportRequestId,
      transporterTeamId: transport.transporterTeamId,
      netCents: transport.netCents,
      payoutCents: transport.payoutCents,
      commissionCents: transport.netCents - transport.payoutCents,
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
      assignedAt: isoTime(transport.assignedAt),
      pickedUpAt: isoTime(transport.pickedUpAt),
      deliveredAt: isoTime(transport.deliveredAt),
      timeline: eventsOf(transport).map((event) => ({
        id: event.id,
        type: event.type,
        fromState: event.fromState,
        toState: event.toState,
        actorKind: event.actorKind,
        at: isoTime(event.createdAt),
      })),
    }
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
