/**
 * Logistics map (issue 14, "Maps"): proposals to consolidate open transports
 * (several cars on one carrier's truck) when their pickups are near each
 * other, their deliveries are near each other and their pickup windows share
 * at least one day. Pure: no database, no HTTP.
 *
 * Distances are the project's road estimate (app/pricing/domain/distance.ts):
 * great-circle km × 1.25, here between the places' coordinates (province
 * centres), without the 10 km minimum of a priced transport (two cars at the
 * same place are 0 km apart).
 *
 * The saving of a group: the sum of its separate trips (each pickup straight
 * to its delivery) minus one consolidated trip (from the first pickup, every
 * other pickup nearest first, then every delivery nearest first), in whole km.
 */
import { greatCircleKm, ROAD_FACTOR_PERMILLE } from '#pricing/domain/distance'
import type { Coordinates } from '#shared/province_coordinates'

export const DEFAULT_RADIUS_KM = 30
export const RADIUS_CHOICES = [10, 30, 50] as const

export type OpenTransport = {
  id: number
  pickup: Coordinates
  delivery: Coordinates
  /** the pickup window, ISO days (Europe/Rome), `from` ≤ `to` */
  window: { from: string; to: string }
  vehicleCount: number
}

export type Consolidation = {
  /** the transports of the group, in the order the consolidated trip picks them up */
  ids: number[]
  vehicleCount: number
  /** the days every pickup window of the group shares */
  window: { from: string; to: string }
  separateKm: number
  consolidatedKm: number
  savingKm: number
}

/** The road estimate between two points (not rounded). */
export function roadKm(from: Coordinates, to: Coordinates): number {
  return (greatCircleKm(from, to) * ROAD_FACTOR_PERMILLE) / 1000
}

function overlap(a: { from: string; to: string }, b: { from: string; to: string }) {
  const from = a.from > b.from ? a.from : b.from
  const to = a.to < b.to ? a.to : b.to
  return from <= to ? { from, to } : null
}

/** From `start`, every point nearest first: the points' order and the km driven. */
function nearestFirst(start: Coordinates, points: { id: number; at: Coordinates }[]) {
  let here = start
  let km = 0
  const order: number[] = []
  const left = [...points]
  while (left.length) {
    let best = 0
    for (let index = 1; index < left.length; index++) {
      if (roadKm(here, left[index].at) < roadKm(here, left[best].at)) best = index
    }
    const [next] = left.splice(best, 1)
    km += roadKm(here, next.at)
    here = next.at
    order.push(next.id)
  }
  return { order, km, end: here }
}

/** The km of a group: separately, and as one trip (pickups nearest first, then deliveries). */
export function tripKm(group: OpenTransport[]) {
  const separate = group.reduce((sum, item) => sum + roadKm(item.pickup, item.delivery), 0)
  const [first, ...others] = group
  const pickups = nearestFirst(
    first.pickup,
    others.map((item) => ({ id: item.id, at: item.pickup }))
  )
  const deliveries = nearestFirst(
    pickups.end,
    group.map((item) => ({ id: item.id, at: item.delivery }))
  )
  const separateKm = Math.round(separate)
  const consolidatedKm = Math.round(pickups.km + deliveries.km)
  return {
    order: [first.id, ...pickups.order],
    separateKm,
    consolidatedKm,
    savingKm: separateKm - consolidatedKm,
  }
}

/** Whether `candidate` may join the group started by `seed` within `window`. */
function fits(seed: OpenTransport, candidate: OpenTransport, radiusKm: number) {
  return (
    roadKm(seed.pickup, candidate.pickup) <= radiusKm &&
    roadKm(seed.delivery, candidate.delivery) <= radiusKm
  )
}

/**
 * Groups of at least two open transports that one truck could carry
 * together: greedy, earliest pickup window first (then lowest id); each
 * transport joins at most one group, the one of the first seed it is within
 * `radiusKm` of (pickup to pickup and delivery to delivery) while the
 * group's shared pickup days stay non-empty. Only groups that save km are
 * proposed, largest saving first.
 */
export function proposeConsolidations(
  transports: OpenTransport[],
  radiusKm: number = DEFAULT_RADIUS_KM
): Consolidation[] {
  const sorted = [...transports].sort(
    (a, b) => a.window.from.localeCompare(b.window.from) || a.id - b.id
  )
  const taken = new Set<number>()
  const proposals: Consolidation[] = []
  for (const seed of sorted) {
    if (taken.has(seed.id)) continue
    const group = [seed]
    let window = seed.window
    for (const candidate of sorted) {
      if (candidate === seed || taken.has(candidate.id) || !fits(seed, candidate, radiusKm))
        continue
      const shared = overlap(window, candidate.window)
      if (!shared) continue
      group.push(candidate)
      window = shared
    }
    if (group.length < 2) continue
    const km = tripKm(group)
    if (km.savingKm <= 0) continue
    for (const item of group) taken.add(item.id)
    proposals.push({
      ids: km.order,
      vehicleCount: group.reduce((sum, item) => sum + item.vehicleCount, 0),
      window,
      separateKm: km.separateKm,
      consolidatedKm: km.consolidatedKm,
      savingKm: km.savingKm,
    })
  }
  return proposals.sort((a, b) => b.savingKm - a.savingKm || a.ids[0] - b.ids[0])
}
