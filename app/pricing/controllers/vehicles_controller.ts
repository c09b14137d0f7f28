import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import VehicleCategory from '#pricing/models/vehicle_category'
import VehicleMake from '#pricing/models/vehicle_make'
import VehicleModel from '#pricing/models/vehicle_model'
import { fieldError } from '#core/http/field_error'
import { listVehicleCategories, listVehicleMakes } from '#pricing/queries/vehicle_catalogue'
import {
  createVehicleCategory,
  createVehicleMake,
  createVehicleModel,
  deleteVehicleMake,
  deleteVehicleModel,
  updateVehicleCategory,
} from '#pricing/actions/manage_vehicle_catalogue'
import {
  vehicleCategoryCreateValidator,
  vehicleCategoryUpdateValidator,
  vehicleListValidator,
  vehicleMakeValidator,
  vehicleModelValidator,
} from '#pricing/validators/vehicle_validators'
import { authorizePlatformManager, canManagePlatform } from '#pricing/policies/staff_access'

const PAGE = '/admin/vehicles'

/** Admin → Vehicles: categories (coefficients used by pricing), makes and models. */
export default class VehiclesController {
  async index(ctx: HttpContext) {
    const filters = await vehicleListValidator
      .validate(ctx.request.qs())
      .catch(() => ({ page: 1, q: undefined }))
    return ctx.inertia.render('admin/vehicles/index', {
      categories: await listVehicleCategories(),
      makes: await listVehicleMakes(filters),
      filters: { q: filters.q ?? '' },
      can: { update: await canManagePlatform(ctx) },
    })
  }

  async storeCategory(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const input = await ctx.request.validateUsing(vehicleCategoryCreateValidator)
    const result = await createVehicleCategory(input)
    if (!result.ok)
      throw fieldError('code', ctx.i18n.t('admin_settings.vehicles.errors.duplicate_code'))
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.category_created', { code: result.value.code })
    )
    return ctx.response.redirect(PAGE)
  }

  async updateCategory(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const category = await VehicleCategory.find(ctx.params.categoryId)
    if (!category) throw new NotFoundException()
    const input = await ctx.request.validateUsing(vehicleCategoryUpdateValidator)
    await updateVehicleCategory(category, input)
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.category_updated', { code: category.code })
    )
    return ctx.response.redirect().back(PAGE)
  }

  async storeMake(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const { name } = await ctx.request.validateUsing(vehicleMakeValidator)
    const result = await createVehicleMake(name)
    if (!result.ok)
      throw fieldError('name', ctx.i18n.t('admin_settings.vehicles.errors.duplicate_make'))
    ctx.session.flash('success', ctx.i18n.t('admin_settings.vehicles.flash.make_created', { name }))
    return ctx.response.redirect().back(PAGE)
  }

  async destroyMake(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const make = await VehicleMake.find(ctx.params.makeId)
    if (!make) throw new NotFoundException()
    await deleteVehicleMake(make)
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.make_deleted', { name: make.name })
    )
    return ctx.response.redirect().back(PAGE)
  }

  async storeModel(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const make = await VehicleMake.find(ctx.params.makeId)
    if (!make) throw new NotFoundException()
    const input = await ctx.request.validateUsing(vehicleModelValidator)
    const result = await createVehicleModel(make, input)
    if (!result.ok) {
      throw result.error === 'unknown_category'
        ? fieldError('categoryCode', ctx.i18n.t('admin_settings.vehicles.errors.unknown_category'))
        : fieldError('name', ctx.i18n.t('admin_settings.vehicles.errors.duplicate_model'))
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.model_created', { name: input.name })
    )
    return ctx.response.redirect().back(PAGE)
  }

  async destroyModel(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const model = await VehicleModel.find(ctx.params.modelId)
    if (!model) throw new NotFoundException()
    await deleteVehicleModel(model)
    ctx.session.flash(
      'success',
      ctx.i18n.t('admin_settings.vehicles.flash.model_deleted', { name: model.name })
    )
    return ctx.response.redirect().back(PAGE)
  }
}
