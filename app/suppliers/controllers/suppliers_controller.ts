import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import {
  countSuppliers,
  editableSupplierIds,
  findTeamSupplier,
  listSuppliers,
} from '#suppliers/queries/list_suppliers'
import { createSupplier, deleteSupplier, updateSupplier } from '#suppliers/actions/manage_suppliers'
import { supplierListValidator, supplierValidator } from '#suppliers/validators/supplier_validators'
import { FREE_SUPPLIER_LIMIT } from '#suppliers/domain/plan'
import SupplierTransformer from '#suppliers/transformers/supplier_transformer'
import SupplierPlanTransformer from '#suppliers/transformers/supplier_plan_transformer'

const NO_FILTERS = { q: undefined, province: undefined }

/**
 * Dealer → Suppliers: every member of the dealer team keeps the directory;
 * a supplier of another team is a 404. The free plan's limit is checked by
 * the action (canAddSupplier).
 */
export default class SuppliersController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('SupplierPolicy').authorize('viewAny', ctx.currentTeam)
    const { team } = ctx.currentTeam
    const filters = await supplierListValidator.validate(ctx.request.qs()).catch(() => NO_FILTERS)
    const page = await listSuppliers(team.id, { ...filters, page: pageFrom(ctx.request.qs().page) })
    const count = await countSuppliers(team.id)
    return ctx.inertia.render('dealer/suppliers/index', {
      suppliers: SupplierTransformer.paginate(page.data, page.meta),
      filters: { q: filters.q ?? '', province: filters.province ?? '' },
      plan: SupplierPlanTransformer.transform({ team, count }),
      editableIds: await editableSupplierIds(team.id, team.plan, count),
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('SupplierPolicy').authorize('create', ctx.currentTeam)
    const input = await ctx.request.validateUsing(supplierValidator)
    const result = await createSupplier(ctx.currentTeam.team.id, input)
    const data = { name: input.name, limit: FREE_SUPPLIER_LIMIT }
    if (result.ok) ctx.session.flash('success', ctx.i18n.t('suppliers.flash.created', data))
    else ctx.session.flash('error', ctx.i18n.t(`suppliers.errors.${result.error}`, data))
    return ctx.response.redirect().back(urlFor('dealer.suppliers'))
  }

  async update(ctx: HttpContext) {
    const supplier = found(await findTeamSupplier(ctx.currentTeam.team.id, ctx.params.supplierId))
    await ctx.bouncer.with('SupplierPolicy').authorize('update', ctx.currentTeam, supplier)
    const input = await ctx.request.validateUsing(supplierValidator)
    const result = await updateSupplier(supplier, input, ctx.currentTeam.team.plan)
    const data = { name: supplier.name, limit: FREE_SUPPLIER_LIMIT }
    if (result.ok) ctx.session.flash('success', ctx.i18n.t('suppliers.flash.updated', data))
    else ctx.session.flash('error', ctx.i18n.t(`suppliers.errors.${result.error}`, data))
    return ctx.response.redirect().back(urlFor('dealer.suppliers'))
  }

  async destroy(ctx: HttpContext) {
    const supplier = found(await findTeamSupplier(ctx.currentTeam.team.id, ctx.params.supplierId))
    await ctx.bouncer.with('SupplierPolicy').authorize('delete', ctx.currentTeam, supplier)
    await deleteSupplier(supplier)
    ctx.session.flash('success', ctx.i18n.t('suppliers.flash.deleted', { name: supplier.name }))
    return ctx.response.redirect().back(urlFor('dealer.suppliers'))
  }
}
