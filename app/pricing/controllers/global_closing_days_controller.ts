import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'

import { closingDayValidator } from '#teams/validators/closing_day_validators'
import { addressListValidator } from '#teams/validators/address_validators'
import { findGlobalClosingDay, listGlobalClosingDays } from '#pricing/queries/global_closing_days'
import {
  createGlobalClosingDay,
  deleteGlobalClosingDay,
  updateGlobalClosingDay,
} from '#pricing/actions/manage_global_closing_days'
import { authorizePlatformManager, canManagePlatform } from '#pricing/policies/staff_access'

const PAGE = '/admin/settings/closing-days'

/** Admin → Settings → Closing days: platform-wide closings (same validation as a team's closings). */
export default class GlobalClosingDaysController {
  private async closingDay(ctx: HttpContext) {
    const closingDay = await findGlobalClosingDay(ctx.params.closingDayId)
    if (!closingDay) throw new NotFoundException()
    return closingDay
  }

  private validate(ctx: HttpContext) {
    /* no address may be chosen for a global closing */
    return ctx.request.validateUsing(closingDayValidator, { meta: { addressIds: [] } })
  }

  async index(ctx: HttpContext) {
    const { page } = await addressListValidator
      .validate(ctx.request.qs())
      .catch(() => ({ page: 1 }))
    return ctx.inertia.render('admin/settings/closing_days', {
      closingDays: await listGlobalClosingDays(page ?? 1),
      can: { update: await canManagePlatform(ctx) },
    })
  }

  async store(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const input = await this.validate(ctx)
    await createGlobalClosingDay(input)
    ctx.session.flash('success', ctx.i18n.t('admin_settings.closing_days.flash.created'))
    return ctx.response.redirect(PAGE)
  }

  async update(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const closingDay = await this.closingDay(ctx)
    const input = await this.validate(ctx)
    await updateGlobalClosingDay(closingDay, input)
    ctx.session.flash('success', ctx.i18n.t('admin_settings.closing_days.flash.updated'))
    return ctx.response.redirect().back(PAGE)
  }

  async destroy(ctx: HttpContext) {
    await authorizePlatformManager(ctx)
    const closingDay = await this.closingDay(ctx)
    await deleteGlobalClosingDay(closingDay)
    ctx.session.flash('success', ctx.i18n.t('admin_settings.closing_days.flash.deleted'))
    return ctx.response.redirect().back(PAGE)
  }
}
