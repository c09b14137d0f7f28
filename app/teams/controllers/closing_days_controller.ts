import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import ClosingDay from '#teams/models/closing_day'
import Address from '#teams/models/address'
import { closingDayValidator } from '#teams/validators/closing_day_validators'
import { addressListValidator } from '#teams/validators/address_validators'
import {
  createClosingDay,
  deleteClosingDay,
  updateClosingDay,
} from '#teams/actions/manage_closing_days'
import { addressOptions, listClosingDays } from '#teams/queries/team_pages'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'
import type Team from '#teams/models/team'

const TAB = 'closing-days'

/** The "closing days" tab: date ranges the team, or one of its addresses, is closed. */
export default class ClosingDaysController {
  private async closingDayOf(ctx: HttpContext, team: Team) {
    const closingDay = await ClosingDay.query()
      .where('team_id', team.id)
      .where('id', ctx.params.closingDayId)
      .first()
    if (!closingDay) throw new NotFoundException()
    return closingDay
  }

  private async validate(ctx: HttpContext, team: Team) {
    const addressIds = (await Address.query().where('team_id', team.id).select('id')).map(
      (address) => address.id
    )
    return ctx.request.validateUsing(closingDayValidator, { meta: { addressIds } })
  }

  async index(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const { page } = await addressListValidator
      .validate(ctx.request.qs())
      .catch(() => ({ page: 1 }))
    return ctx.inertia.render('account/teams/closing_days', {
      ...(await tabProps(ctx, team)),
      closingDays: await listClosingDays(team, page ?? 1),
      addresses: await addressOptions(team),
    })
  }

  async store(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const input = await this.validate(ctx, team)
    await createClosingDay(team, input)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.closing_day_created'))
    return ctx.response.redirect(`/teams/${team.id}/closing-days`)
  }

  async update(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const closingDay = await this.closingDayOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const input = await this.validate(ctx, team)
    await updateClosingDay(closingDay, input)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.closing_day_updated'))
    return ctx.response.redirect().back(`/teams/${team.id}/${TAB}`)
  }

  async destroy(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const closingDay = await this.closingDayOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    await deleteClosingDay(closingDay)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.closing_day_deleted'))
    return ctx.response.redirect().back(`/teams/${team.id}/${TAB}`)
  }
}
