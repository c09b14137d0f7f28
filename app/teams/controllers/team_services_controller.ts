import type { HttpContext } from '@adonisjs/core/http'
import {
  dealerServicesValidator,
  transporterServicesValidator,
} from '#teams/validators/team_validators'
import { updateTeamServices } from '#teams/actions/update_team'
import { teamServices } from '#teams/queries/team_pages'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'
import { DEALER_SERVICES, EQUIPMENT, MAX_CAPACITY } from '#teams/domain/team_services'
import { activeVehicleCategories } from '#pricing/queries/vehicle_catalogue'

/** The "services" tab: what a transporter offers, or what a dealer wants on every request. */
export default class TeamServicesController {
  async show(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const categories = team.kind === 'transporter' ? await activeVehicleCategories() : []
    const codes = categories.map((category) => category.code)
    return ctx.inertia.render('account/teams/services', {
      ...(await tabProps(ctx, team)),
      services: teamServices(team, codes),
      catalogue: {
        categories: categories.map((category) => ({
          code: category.code,
          name: ctx.i18n.locale === 'en' ? category.nameEn : category.nameIt,
        })),
        equipment: [...EQUIPMENT],
        dealerServices: [...DEALER_SERVICES],
        maxCapacity: MAX_CAPACITY,
      },
    })
  }

  async update(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    if (team.kind === 'transporter') {
      const codes = (await activeVehicleCategories()).map((category) => category.code)
      const input = await ctx.request.validateUsing(transporterServicesValidator, {
        meta: { categories: codes },
      })
      await updateTeamServices(team, input, codes)
    } else if (team.kind === 'dealer') {
      await updateTeamServices(team, await ctx.request.validateUsing(dealerServicesValidator), [])
    }
    ctx.session.flash('success', ctx.i18n.t('teams.flash.services_updated'))
    return ctx.response.redirect(`/teams/${team.id}/services`)
  }
}
