/**
 * What a team offers or wants (the "services" tab, stored as JSON in
 * teams.services). Pure rules: no database, no HTTP.
 *
 *   transporter: { categories, regions, provinces, equipment, capacity }
 *   dealer:      { defaultServices }   added to every new transport request
 *
 * Vehicle categories are the ones staff manage (Admin → Vehicles, table
 * vehicle_categories): the caller passes the codes of the active ones.
 */
import { PROVINCE_CODES, REGION_CODES, type ItalianRegionCode } from '#shared/italian_provinces'
import type { TeamKind } from '#teams/domain/team_roles'

export const EQUIPMENT = ['open_trailer', 'covered_trailer', 'winch'] as const
export type Equipment = (typeof EQUIPMENT)[number]

export const DEALER_SERVICES = ['express', 'covered_trailer', 'extra_insurance'] as const
export type DealerService = (typeof DEALER_SERVICES)[number]

/** Vehicles per load: a car-carrier truck takes up to about 10 cars. */
export const MAX_CAPACITY = 20

export type TransporterServices = {
  /** Codes of vehicle categories (vehicle_categories.code). */
  categories: string[]
  regions: ItalianRegionCode[]
  provinces: string[]
  equipment: Equipment[]
  capacity: number | null
}

export type DealerServices = { defaultServices: DealerService[] }

export type TeamServicesData = TransporterServices | DealerServices | Record<string, never>

function pick<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) return []
  const set = new Set(
    value.filter((item): item is T => (allowed as readonly unknown[]).includes(item))
  )
  /* catalogue order, no duplicates */
  return allowed.filter((item) => set.has(item))
}

/**
 * The services of a team of this kind, from whatever is stored (unknown
 * values dropped, missing ones defaulted). Always a complete object.
 * `vehicleCategories`: the codes of the categories on offer, in display
 * order (stored categories no longer on offer are dropped).
 */
export function normalizeServices(
  kind: TeamKind,
  raw: unknown,
  vehicleCategories: readonly string[]
): TeamServicesData {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  if (kind === 'transporter') {
    const capacity = Number(data.capacity)
    return {
      categories: pick(data.categories, vehicleCategories),
      regions: pick(data.regions, REGION_CODES),
      provinces: pick(data.provinces, PROVINCE_CODES),
      equipment: pick(data.equipment, EQUIPMENT),
      capacity:
        Number.isInteger(capacity) && capacity >= 1 && capacity <= MAX_CAPACITY ? capacity : null,
    }
  }
  if (kind === 'dealer') {
    return { defaultServices: pick(data.defaultServices, DEALER_SERVICES) }
  }
  return {}
}

/** Whether a transporter serves a place (its whole region, or the province itself). */
export function servesProvince(
  services: TransporterServices,
  province: string,
  region: ItalianRegionCode
): boolean {
  return services.regions.includes(region) || services.provinces.includes(province.toUpperCase())
}
