import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { todayInRome } from '#shared/time_zone'
import { findGlobalClosingDay, listGlobalClosingDays } from '#pricing/queries/global_closing_days'
import {
  createGlobalClosingDay,
  deleteGlobalClosingDay,
  updateGlobalClosingDay,
} from '#pricing/actions/manage_global_closing_days'
import { globalClosingDayValidator } from '#pricing/validators/global_closing_day_validators'
import GlobalClosingDayTransformer from '#pricing/transformers/global_closing_day_transformer'

/** Admin → Settings → Closing days: platform-wide closings (same rules as a team's closings). */
export default class GlobalClosingDaysController {
  async index(ctx: HttpContext) {
    const policy = ctx.bouncer.with('GlobalClosingDayPolicy')
    await policy.authorize('view', ctx.currentTeam)
    const page = await listGlobalClosingDays(pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('admin/settings/closing_days', {
      closingDays: GlobalClosingDayTransformer.paginate(page.data, page.meta, todayInRome()),
      can: { update: await policy.allows('manage', ctx.currentTeam) },
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('GlobalClosingDayPolicy').authorize('manage', ctx.currentTeam)
    await createGlobalClosingDay(await ctx.request.validateUsing(globalClosingDayValidator))
    ctx.session.flash('success', ctx.i18n.t('admin_settings.closing_days.flash.created'))
    return ctx.response.redirect().toRoute('admin.settings.closing_days')
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('GlobalClosingDayPolicy').authorize('manage', ctx.currentTeam)
    const closingDay = found(await findGlobalClosingDay(ctx.params.closingDayId))
    await updateGlobalClosingDay(
      closingDay,
      await ctx.request.validateUsing(globalClosingDayValidator)
    )
    ctx.session.flash('success', ctx.i18n.t('admin_settings.closing_days.flash.updated'))
    return ctx.response.redirect().back(urlFor('admin.settings.closing_days'))
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('GlobalClosingDayPolicy').authorize('manage', ctx.currentTeam)
    const closingDay = found(await findGlobalClosingDay(ctx.params.closingDayId))
    await deleteGlobalClosingDay(closingDay)
    ctx.session.flash('success', ctx.i18n.t('admin_settings.closing_days.flash.deleted'))
    return ctx.response.redirect().back(urlFor('admin.settings.closing_days'))
  }
}
