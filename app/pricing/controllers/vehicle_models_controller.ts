import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import VehicleMake from '#pricing/models/vehicle_make'
import VehicleModel from '#pricing/models/vehicle_model'
import { createVehicleModel, deleteVehicleModel } from '#pricing/actions/manage_vehicle_catalogue'
import { vehicleModelValidator } from '#pricing/validators/vehicle_validators'

/** The field each refusal of a new model is shown under. */
const MODEL_ERROR_FIELDS = { unknown_category: 'categoryCode', duplicate_model: 'name' } as const

/** Admin → Vehicles: add a model to a make (optionally with its category), or remove one. */
export default class VehicleModelsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('VehicleCataloguePolicy').authorize('manage', ctx.currentTeam)
    const make = found(await VehicleMake.find(ctx.params.makeId))
    const input = await ctx.request.validateUsing(vehicleModelValidator)
    const result = await createVehicleModel(make, input)
    if (!result.ok) {
      const message = ctx.i18n.t(`admin_settings.vehicles.errors.${result.error}`)
      throw fieldError(MODEL_ERROR_FIELDS[result.error], message)
    }
    ctx.session.flash('success', ctx.i18n.t('admin_settings.vehicles.flash.model_created', input))
    return ctx.response.redirect().back(urlFor('admin.vehicles'))
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('VehicleCataloguePolicy').authorize('manage', ctx.currentTeam)
    const model = found(await VehicleModel.find(ctx.params.modelId))
    await deleteVehicleModel(model)
    const flash = { name: model.name }
    ctx.session.flash('success', ctx.i18n.t('admin_settings.vehicles.flash.model_deleted', flash))
    return ctx.response.redirect().back(urlFor('admin.vehicles'))
  }
}
