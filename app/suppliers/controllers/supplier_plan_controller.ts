import type { HttpContext } from '@adonisjs/core/http'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import PlatformSettingsTransformer from '#pricing/transformers/platform_settings_transformer'
import { countSuppliers } from '#suppliers/queries/list_suppliers'
import SupplierPlanTransformer from '#suppliers/transformers/supplier_plan_transformer'

/** Dealer → Suppliers → Pro plan: what pro includes, its price and discount (settings in force). */
export default class SupplierPlanController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('SupplierPolicy').authorize('viewAny', ctx.currentTeam)
    const { team } = ctx.currentTeam
    const settings = await currentPricingSettings()
    return ctx.inertia.render('dealer/suppliers/pro', {
      plan: SupplierPlanTransformer.transform({
        team,
        count: await countSuppliers(team.id),
      }).useVariant('forPlanPage'),
      pro: PlatformSettingsTransformer.transform(settings).useVariant('forProPlan'),
      canUpgrade: team.plan === 'free',
      canManage: await ctx.bouncer.with('PlanPolicy').allows('upgrade', ctx.currentTeam),
    })
  }
}
