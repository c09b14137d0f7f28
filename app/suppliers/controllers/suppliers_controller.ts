import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import Supplier from '#suppliers/models/supplier'
import { currentTeamOf } from '#core/http/current_team'

import { countSuppliers, listSuppliers } from '#suppliers/queries/list_suppliers'
import { createSupplier, deleteSupplier, updateSupplier } from '#suppliers/actions/manage_suppliers'
import { supplierListValidator, supplierValidator } from '#suppliers/validators/supplier_validators'
import { FREE_SUPPLIER_LIMIT, canAddSupplier } from '#suppliers/domain/plan'
import { currentPricingSettings } from '#pricing/queries/current_settings'

const PAGE = '/dealer/suppliers'

/**
 * Dealer → Suppliers: every member of the dealer team may manage the
 * directory (the area middleware already sent everyone else a 404); a
 * supplier of another team is a 404.
 */
export default class SuppliersController {
  private async team(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    if (!current || current.area !== 'dealer') throw new NotFoundException()
    return current.team
  }

  private async supplierOf(ctx: HttpContext, teamId: number) {
    const supplier = await Supplier.query()
      .where('team_id', teamId)
      .where('id', ctx.params.supplierId)
      .first()
    if (!supplier) throw new NotFoundException()
    return supplier
  }

  async index(ctx: HttpContext) {
    const team = await this.team(ctx)
    const filters = await supplierListValidator
      .validate(ctx.request.qs())
      .catch(() => ({ page: 1, q: undefined, province: undefined }))
    const count = await countSuppliers(team.id)
    return ctx.inertia.render('dealer/suppliers/index', {
      suppliers: await listSuppliers(team.id, filters),
      filters: { q: filters.q ?? '', province: filters.province ?? '' },
      plan: {
        name: team.plan,
        limit: FREE_SUPPLIER_LIMIT,
        count,
        canAdd: canAddSupplier(team.plan, count),
      },
    })
  }

  async store(ctx: HttpContext) {
    const team = await this.team(ctx)
    const input = await ctx.request.validateUsing(supplierValidator)
    const result = await createSupplier(team.id, input)
    if (!result.ok) {
      ctx.session.flash(
        'error',
        ctx.i18n.t('suppliers.errors.free_limit_reached', { limit: FREE_SUPPLIER_LIMIT })
      )
      return ctx.response.redirect().back(PAGE)
    }
    ctx.session.flash('success', ctx.i18n.t('suppliers.flash.created', { name: result.value.name }))
    return ctx.response.redirect().back(PAGE)
  }

  async update(ctx: HttpContext) {
    const team = await this.team(ctx)
    const supplier = await this.supplierOf(ctx, team.id)
    const input = await ctx.request.validateUsing(supplierValidator)
    await updateSupplier(supplier, input)
    ctx.session.flash('success', ctx.i18n.t('suppliers.flash.updated', { name: supplier.name }))
    return ctx.response.redirect().back(PAGE)
  }

  async destroy(ctx: HttpContext) {
    const team = await this.team(ctx)
    const supplier = await this.supplierOf(ctx, team.id)
    await deleteSupplier(supplier)
    ctx.session.flash('success', ctx.i18n.t('suppliers.flash.deleted', { name: supplier.name }))
    return ctx.response.redirect().back(PAGE)
  }

  /** The plan page: what pro includes, its price and discount (from the settings in force). */
  async pro(ctx: HttpContext) {
    const team = await this.team(ctx)
    const settings = await currentPricingSettings()
    return ctx.inertia.render('dealer/suppliers/pro', {
      plan: {
        name: team.plan,
        proSince: team.proSince?.toISO() ?? null,
        limit: FREE_SUPPLIER_LIMIT,
        count: await countSuppliers(team.id),
      },
      pro: {
        monthlyCents: settings.proMonthlyCents,
        discountBasisPoints: settings.proDiscountBasisPoints,
      },
      canUpgrade: team.plan === 'free',
    })
  }
}
