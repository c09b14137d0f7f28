import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import VehicleCategory from '#pricing/models/vehicle_category'
import {
  createVehicleCategory,
  updateVehicleCategory,
} from '#pricing/actions/manage_vehicle_catalogue'
import {
  vehicleCategoryCreateValidator,
  vehicleCategoryUpdateValidator,
} from '#pricing/validators/vehicle_validators'

/** Admin → Vehicles: a new category, or a category's names, coefficient, order and state. */
export default class VehicleCategoriesController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('VehicleCataloguePolicy').authorize('manage', ctx.currentTeam)
    const input = await ctx.request.validateUsing(vehicleCategoryCreateValidator)
    const result = await createVehicleCategory(input)
    if (!result.ok)
      throw fieldError('code', ctx.i18n.t('admin_settings.vehicles.errors.duplicate_code'))
    const flash = { code: result.value.code }
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.category_created', flash)
    )
    return ctx.response.redirect().toRoute('admin.vehicles')
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('VehicleCataloguePolicy').authorize('manage', ctx.currentTeam)
    const category = found(await VehicleCategory.find(ctx.params.categoryId))
    await updateVehicleCategory(
      category,
      await ctx.request.validateUsing(vehicleCategoryUpdateValidator)
    )
    const flash = { code: category.code }
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.category_updated', flash)
    )
    return ctx.response.redirect().back(urlFor('admin.vehicles'))
  }
}
