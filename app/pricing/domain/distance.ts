import { provinceCoordinates, type Coordinates } from '#shared/province_coordinates'

/** Road distance ≈ great-circle distance × this factor (DOMAIN §2). */
export const ROAD_FACTOR_PERMILLE = 1250
/** Minimum distance charged for a transport within one province. */
export const SAME_PROVINCE_MINIMUM_KM = 10

const EARTH_RADIUS_KM = 6371

/** Great-circle (haversine) distance in km, not rounded. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(to.lat - from.lat)
  const dLng = rad(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * Estimated road km between the capoluoghi of two provinces: great-circle × 1.25,
 * rounded to whole km; at least 10 km (also within the same province).
 * Throws a RangeError for an unknown province code (validate input first).
 */
export function estimateDistanceKm(fromProvince: string, toProvince: string): number {
  const from = provinceCoordinates(fromProvince)
  const to = provinceCoordinates(toProvince)
  if (!from) throw new RangeError(`Unknown province: ${fromProvince}`)
  if (!to) throw new RangeError(`Unknown province: ${toProvince}`)
  const km = Math.round((greatCircleKm(from, to) * ROAD_FACTOR_PERMILLE) / 1000)
  return Math.max(SAME_PROVINCE_MINIMUM_KM, km)
}
