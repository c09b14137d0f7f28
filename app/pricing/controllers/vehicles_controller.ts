import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { listVehicleCategories, listVehicleMakes } from '#pricing/queries/vehicle_catalogue'
import { vehicleListValidator } from '#pricing/validators/vehicle_validators'
import VehicleCategoryTransformer from '#pricing/transformers/vehicle_category_transformer'
import VehicleMakeTransformer from '#pricing/transformers/vehicle_make_transformer'

/** Admin → Vehicles: categories (coefficients used by pricing), makes and models. */
export default class VehiclesController {
  async index(ctx: HttpContext) {
    const policy = ctx.bouncer.with('VehicleCataloguePolicy')
    await policy.authorize('view', ctx.currentTeam)
    const { q } = await vehicleListValidator.validate(ctx.request.qs()).catch(() => ({ q: null }))
    const makes = await listVehicleMakes({ page: pageFrom(ctx.request.qs().page), q })
    return ctx.inertia.render('admin/vehicles/index', {
      categories: VehicleCategoryTransformer.transform(await listVehicleCategories()),
      makes: VehicleMakeTransformer.paginate(makes.data, makes.meta),
      filters: { q: q ?? '' },
      can: { update: await policy.allows('manage', ctx.currentTeam) },
    })
  }
}
