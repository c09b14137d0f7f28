import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { closingDayValidator } from '#teams/validators/closing_day_validators'
import {
  createClosingDay,
  deleteClosingDay,
  updateClosingDay,
} from '#teams/actions/manage_closing_days'
import { addressIdsOf, addressOptions, closingDaysPage } from '#teams/queries/team_pages'
import { closingDayOf } from '#teams/queries/team_records'
import AddressTransformer from '#teams/transformers/address_transformer'
import ClosingDayTransformer from '#teams/transformers/closing_day_transformer'
import { tabProps, teamMembership } from '#teams/controllers/team_access'

/** The "closing days" tab: date ranges the team, or one of its addresses, is closed. */
export default class ClosingDaysController {
  async index(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const page = await closingDaysPage(member.team.id, pageFrom(ctx.request.qs().page))
    const addresses = await addressOptions(member.team.id)
    return ctx.inertia.render('account/teams/closing_days', {
      ...(await tabProps(ctx, member)),
      closingDays: ClosingDayTransformer.paginate(page.data, page.meta),
      addresses: AddressTransformer.transform(addresses).useVariant('forOption'),
    })
  }

  async store(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const addressIds = await addressIdsOf(member.team.id)
    const input = await ctx.request.validateUsing(closingDayValidator, { meta: { addressIds } })
    await createClosingDay(member.team, input)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.closing_day_created'))
    return ctx.response.redirect().toRoute('teams.closing_days', { id: member.team.id })
  }

  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const closingDay = found(await closingDayOf(member.team.id, ctx.params.closingDayId))
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const addressIds = await addressIdsOf(member.team.id)
    const input = await ctx.request.validateUsing(closingDayValidator, { meta: { addressIds } })
    await updateClosingDay(closingDay, input)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.closing_day_updated'))
    return ctx.response.redirect().back(urlFor('teams.closing_days', { id: member.team.id }))
  }

  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const closingDay = found(await closingDayOf(member.team.id, ctx.params.closingDayId))
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    await deleteClosingDay(closingDay)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.closing_day_deleted'))
    return ctx.response.redirect().back(urlFor('teams.closing_days', { id: member.team.id }))
  }
}
