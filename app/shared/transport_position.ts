/**
 * Tracking and position (issue 11): what an audience (the dealer's page, the
 * public tracking page, their realtime channels) may see of where a transport
 * is, and how fresh it is. Pure: no database, no HTTP; shared by the server
 * (#shared/transport_position) and the pages (@shared/transport_position).
 *
 * - before the pickup (published, assigned, pickup_scheduled): the centre of
 *   the pickup province, flagged as approximate (`town`, a 15 km circle);
 *   never a stored position, even if one exists;
 * - picked up or in transit: the last stored position (`live`) with the
 *   accuracy circle, its time, and a rough ETA; none yet → `none`;
 * - delivered, completed, disputed, cancelled: `hidden`, no coordinates at
 *   all.
 *
 * Freshness is counted by the page against its own clock ("updated 12
 * minutes ago"); after SIGNAL_LOST_AFTER_MINUTES it reads "signal lost".
 */
import { provinceCoordinates, type Coordinates } from './province_coordinates.js'

/** After this many minutes without a position the pages say "signal lost". */
export const SIGNAL_LOST_AFTER_MINUTES = 30
/** The server stores at most one position per transport in this many seconds. */
export const MIN_SECONDS_BETWEEN_POSITIONS = 60
/** The driver's open page sends a position this often. */
export const REPORT_INTERVAL_MINUTES = 3
/** Positions are kept this many days (the `positions:prune` job deletes older ones). */
export const POSITION_RETENTION_DAYS = 30
/** The circle drawn around the pickup town's centre before the pickup. */
export const TOWN_RADIUS_M = 15_000
/** The rough ETA: straight-line km to the delivery province × ROAD_FACTOR at AVERAGE_SPEED_KMH. */
export const AVERAGE_SPEED_KMH = 60
export const ROAD_FACTOR = 1.25

/** The states in which the carrier's phone sends, and the server stores, positions. */
export const REPORTING_STATES = ['picked_up', 'in_transit'] as const
const BEFORE_PICKUP = new Set(['published', 'assigned', 'pickup_scheduled'])

/** Bounds of an accepted position (the validator's). */
export const POSITION_LIMITS = {
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  /** metres */
  accuracy: { min: 0, max: 100_000 },
  /** metres per second (≈ 360 km/h) */
  speed: { min: 0, max: 100 },
} as const

export type StoredPosition = {
  lat: number
  lng: number
  accuracyM: number
  /** ISO instant of the server's arrival time. */
  recordedAt: string
}

export type PositionTransport = {
  state: string
  pickupProvince: string
  deliveryProvince: string
}

export type PositionMode = 'town' | 'live' | 'none' | 'hidden'

/** What an audience sees; every field but `mode` is null when the rule hides it. */
export type PositionView = {
  mode: PositionMode
  lat: number | null
  lng: number | null
  /** the circle: the phone's accuracy (live) or the town's radius (town) */
  radiusM: number | null
  recordedAt: string | null
  /** rough road km left to the delivery province's centre, live only */
  remainingKm: number | null
  /** rough minutes left at AVERAGE_SPEED_KMH, live only */
  etaMinutes: number | null
}

export function acceptsPositions(state: string): boolean {
  return (REPORTING_STATES as readonly string[]).includes(state)
}

const EMPTY: Omit<PositionView, 'mode'> = {
  lat: null,
  lng: null,
  radiusM: null,
  recordedAt: null,
  remainingKm: null,
  etaMinutes: null,
}

const EARTH_RADIUS_KM = 6371

function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const a =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Rough road km and minutes from a position to the delivery province's centre (null when unknown). */
export function roughEta(from: Coordinates, deliveryProvince: string) {
  const to = provinceCoordinates(deliveryProvince)
  if (!to) return { remainingKm: null, etaMinutes: null }
  const km = Math.round(greatCircleKm(from, to) * ROAD_FACTOR)
  return { remainingKm: km, etaMinutes: Math.round((km / AVERAGE_SPEED_KMH) * 60) }
}

/** 5 decimals (about a metre): what a map needs, nothing more. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/** What the dealer and the public see of where the transport is (see the module's comment). */
export function positionView(
  transport: PositionTransport,
  last: StoredPosition | null
): PositionView {
  if (BEFORE_PICKUP.has(transport.state)) {
    const centre = provinceCoordinates(transport.pickupProvince)
    if (!centre) return { mode: 'none', ...EMPTY }
    return { mode: 'town', ...EMPTY, lat: centre.lat, lng: centre.lng, radiusM: TOWN_RADIUS_M }
  }
  if (!acceptsPositions(transport.state)) return { mode: 'hidden', ...EMPTY }
  if (!last) return { mode: 'none', ...EMPTY }
  return {
    mode: 'live',
    lat: round5(last.lat),
    lng: round5(last.lng),
    radiusM: Math.round(last.accuracyM),
    recordedAt: last.recordedAt,
    ...roughEta(last, transport.deliveryProvince),
  }
}

/** How old a position is, in whole minutes, and whether the signal counts as lost. */
export function freshness(recordedAt: string, nowMs: number) {
  const at = Date.parse(recordedAt)
  const minutes = Number.isFinite(at) ? Math.max(0, Math.floor((nowMs - at) / 60_000)) : 0
  return { minutes, lost: minutes >= SIGNAL_LOST_AFTER_MINUTES }
}

/** Seconds before the next position of a transport may be stored (0: now). */
export function secondsBeforeNextPosition(lastRecordedAtMs: number | null, nowMs: number): number {
  if (lastRecordedAtMs === null) return 0
  const wait = MIN_SECONDS_BETWEEN_POSITIONS * 1000 - (nowMs - lastRecordedAtMs)
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}
