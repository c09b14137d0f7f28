import VehicleCategory from '#pricing/models/vehicle_category'
import VehicleMake from '#pricing/models/vehicle_make'

export const MAKES_PER_PAGE = 20

export async function listVehicleCategories() {
  const rows = await VehicleCategory.query().orderBy('position', 'asc').orderBy('id', 'asc')
  return rows.map((category) => ({
    id: category.id,
    code: category.code,
    nameIt: category.nameIt,
    nameEn: category.nameEn,
    coefficientPermille: category.coefficientPermille,
    position: category.position,
    active: category.active,
  }))
}

/** Makes by name (optional "q" filter on the name), with their models, paginated. */
export async function listVehicleMakes(filters: { page?: number; q?: string }) {
  const query = VehicleMake.query()
    .preload('models', (models) => models.orderBy('name', 'asc').orderBy('id', 'asc'))
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
  if (filters.q)
    query.whereRaw('lower(name) like ?', [`%${filters.q.toLowerCase().replace(/[%_\\]/g, '')}%`])
  const page = await query.paginate(filters.page ?? 1, MAKES_PER_PAGE)
  return {
    data: page.all().map((make) => ({
      id: make.id,
      name: make.name,
      models: make.models.map((model) => ({
        id: model.id,
        name: model.name,
        categoryCode: model.categoryCode,
      })),
    })),
    meta: {
      total: page.total,
      perPage: page.perPage,
      currentPage: page.currentPage,
      lastPage: page.lastPage,
    },
  }
}

/** Active categories for pickers (request form): code and both names, in display order. */
export async function activeVehicleCategories() {
  const rows = await VehicleCategory.query()
    .where('active', true)
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
  return rows.map((category) => ({
    code: category.code,
    nameIt: category.nameIt,
    nameEn: category.nameEn,
  }))
}
