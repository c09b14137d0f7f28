import VehicleCategory from '#pricing/models/vehicle_category'
import VehicleMake from '#pricing/models/vehicle_make'
import { DEFAULT_CATEGORIES } from '#pricing/seed'
import { paginated, paginateWithin, type Paginated } from '#core/paging'

export const MAKES_PER_PAGE = 20

/** A category as pickers and validators know it. */
export type VehicleCategoryName = { code: string; nameIt: string; nameEn: string }

/** Every category (active or not), in display order: Admin → Vehicles. */
export function listVehicleCategories() {
  return VehicleCategory.query()
    .select('id', 'code', 'name_it', 'name_en', 'coefficient_permille', 'position', 'active')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
}

/** Makes by name (optional "q" filter on the name), with their models, paginated. */
export async function listVehicleMakes(filters: {
  page: number
  q?: string | null
}): Promise<Paginated<VehicleMake>> {
  const result = await paginateWithin(filters.page, (page) => {
    const query = VehicleMake.query()
      .select('id', 'name')
      .preload('models', (models) =>
        models.select('id', 'make_id', 'name', 'category_code').orderBy('name', 'asc').orderBy('id')
      )
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
    if (filters.q) {
      const text = filters.q.toLowerCase().replace(/[%_\\]/g, '')
      query.whereRaw('lower(name) like ?', [`%${text}%`])
    }
    return query.paginate(page, MAKES_PER_PAGE)
  })
  return paginated(result)
}

/**
 * The categories a request may use, in display order: the ACTIVE rows of
 * vehicle_categories, the one source of truth (form choices, validators,
 * the API document, pricing's coefficients). While the table is still empty
 * (a fresh installation) the six default categories apply, as they do for
 * pricing (currentPricingSettings).
 */
export async function activeVehicleCategories(): Promise<VehicleCategoryName[]> {
  const rows = await VehicleCategory.query()
    .select('code', 'name_it', 'name_en', 'active')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
  if (rows.length === 0) {
    return DEFAULT_CATEGORIES.map(({ code, nameIt, nameEn }) => ({ code, nameIt, nameEn }))
  }
  return rows
    .filter((category) => category.active)
    .map((category) => ({
      code: category.code,
      nameIt: category.nameIt,
      nameEn: category.nameEn,
    }))
}

/**
 * Every category's names, active or not (a stored request may use one that
 * staff later deactivated), in display order: the defaults while the table
 * is empty.
 */
export async function vehicleCategoryNames(): Promise<VehicleCategoryName[]> {
  const rows = await VehicleCategory.query()
    .select('code', 'name_it', 'name_en')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
  const names = rows.length > 0 ? rows : DEFAULT_CATEGORIES
  return names.map(({ code, nameIt, nameEn }) => ({ code, nameIt, nameEn }))
}

/** The codes of activeVehicleCategories() (what a request's vehicle may be). */
export async function activeCategoryCodes(): Promise<string[]> {
  const categories = await activeVehicleCategories()
  return categories.map((category) => category.code)
}
