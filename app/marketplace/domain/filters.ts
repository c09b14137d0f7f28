/**
 * The marketplace list's filters and sort, read from the URL query string.
 * Pure: anything malformed is dropped (a filter never causes an error page).
 */
import { isProvinceCode, isRegionCode } from '#shared/italian_provinces'

export const MARKETPLACE_SORTS = ['newest', 'payout', 'payout_km', 'pickup', 'distance'] as const
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]

/** The list (paginated) or the map (markers at the pickup provinces) of the same filters. */
export const MARKETPLACE_VIEWS = ['list', 'map'] as const
export type MarketplaceView = (typeof MARKETPLACE_VIEWS)[number]

export function parseMarketplaceView(qs: Record<string, unknown>): MarketplaceView {
  return qs.view === 'map' ? 'map' : 'list'
}

export type MarketplaceFilters = {
  page: number
  sort: MarketplaceSort
  pickupRegion?: string
  deliveryRegion?: string
  pickupProvince?: string
  deliveryProvince?: string
  /** Pickup on or after / on or before (yyyy-MM-dd). */
  from?: string
  to?: string
  minVehicles?: number
  maxVehicles?: number
  /** A vehicle category code at least one vehicle has. */
  category?: string
  /** Minimum payout, in whole euros. */
  minPayout?: number
  /** Distance sort: from this province (its capital). */
  near?: string
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined
  const [y, m, d] = value.split('-').map(Number)
  const parsed = new Date(Date.UTC(y, m - 1, d))
  return parsed.getUTCFullYear() === y &&
    parsed.getUTCMonth() === m - 1 &&
    parsed.getUTCDate() === d
    ? value
    : undefined
}

function whole(value: unknown, max: number): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 && number <= max ? number : undefined
}

function province(value: unknown): string | undefined {
  return typeof value === 'string' && isProvinceCode(value) ? value.trim().toUpperCase() : undefined
}

export function parseMarketplaceFilters(qs: Record<string, unknown>): MarketplaceFilters {
  const sort = (MARKETPLACE_SORTS as readonly unknown[]).includes(qs.sort)
    ? (qs.sort as MarketplaceSort)
    : 'newest'
  const filters: MarketplaceFilters = { page: whole(qs.page, 100_000) ?? 1, sort }
  if (isRegionCode(qs.pickupRegion)) filters.pickupRegion = qs.pickupRegion
  if (isRegionCode(qs.deliveryRegion)) filters.deliveryRegion = qs.deliveryRegion
  filters.pickupProvince = province(qs.pickupProvince)
  filters.deliveryProvince = province(qs.deliveryProvince)
  filters.from = isoDate(qs.from)
  filters.to = isoDate(qs.to)
  filters.minVehicles = whole(qs.minVehicles, 50)
  filters.maxVehicles = whole(qs.maxVehicles, 50)
  if (typeof qs.category === 'string' && /^[a-z0-9_]{1,40}$/.test(qs.category))
    filters.category = qs.category
  filters.minPayout = whole(qs.minPayout, 1_000_000)
  filters.near = province(qs.near)
  /* Sorting by distance needs a province to measure from. */
  if (filters.sort === 'distance' && !filters.near) filters.sort = 'newest'
  for (const key of Object.keys(filters) as (keyof MarketplaceFilters)[]) {
    if (filters[key] === undefined) delete filters[key]
  }
  return filters
}

/** The filters as the list's form shows them (absent: null), every value a string. */
export function filterValues(filters: MarketplaceFilters) {
  const text = (value: string | number | undefined) => (value === undefined ? null : String(value))
  return {
    sort: filters.sort,
    pickupRegion: text(filters.pickupRegion),
    deliveryRegion: text(filters.deliveryRegion),
    pickupProvince: text(filters.pickupProvince),
    deliveryProvince: text(filters.deliveryProvince),
    from: text(filters.from),
    to: text(filters.to),
    minVehicles: text(filters.minVehicles),
    maxVehicles: text(filters.maxVehicles),
    category: text(filters.category),
    minPayout: text(filters.minPayout),
    near: text(filters.near),
  }
}

/** The filters a saved search keeps (everything but the page), as the URL writes them. */
export function savedFilters(filters: MarketplaceFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filterValues(filters)).filter(
      (entry): entry is [string, string] => entry[1] !== null
    )
  )
}

export const MAX_SAVED_SEARCHES = 10
