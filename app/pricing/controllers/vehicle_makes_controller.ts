import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import VehicleMake from '#pricing/models/vehicle_make'
import { createVehicleMake, deleteVehicleMake } from '#pricing/actions/manage_vehicle_catalogue'
import { vehicleMakeValidator } from '#pricing/validators/vehicle_validators'

/** Admin → Vehicles: add a make, or remove one with its models. */
export default class VehicleMakesController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('VehicleCataloguePolicy').authorize('manage', ctx.currentTeam)
    const { name } = await ctx.request.validateUsing(vehicleMakeValidator)
    const result = await createVehicleMake(name)
    if (!result.ok)
      throw fieldError('name', ctx.i18n.t('admin_settings.vehicles.errors.duplicate_make'))
    ctx.session.flash('success', ctx.i18n.t('admin_settings.vehicles.flash.make_created', { name }))
    return ctx.response.redirect().back(urlFor('admin.vehicles'))
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('VehicleCataloguePolicy').authorize('manage', ctx.currentTeam)
    const make = found(await VehicleMake.find(ctx.params.makeId))
    await deleteVehicleMake(make)
    const flash = { name: make.name }
    ctx.session.flash('success', ctx.i18n.t('admin_settings.vehicles.flash.make_deleted', flash))
    return ctx.response.redirect().back(urlFor('admin.vehicles'))
  }
}
