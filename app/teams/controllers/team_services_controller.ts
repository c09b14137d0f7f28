import type { HttpContext } from '@adonisjs/core/http'
import {
  dealerServicesValidator,
  transporterServicesValidator,
} from '#teams/validators/team_validators'
import { updateTeamServices } from '#teams/actions/update_team'
import { teamServices } from '#teams/queries/team_pages'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'
import {
  DEALER_SERVICES,
  EQUIPMENT,
  MAX_CAPACITY,
  VEHICLE_CATEGORIES,
} from '#teams/domain/team_services'

/** The "services" tab: what a transporter offers, or what a dealer wants on every request. */
export default class TeamServicesController {
  async show(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    return ctx.inertia.render('account/teams/services', {
      ...(await tabProps(ctx, team)),
      services: teamServices(team),
      catalogue: {
        categories: [...VEHICLE_CATEGORIES],
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
      await updateTeamServices(team, await ctx.request.validateUsing(transporterServicesValidator))
    } else if (team.kind === 'dealer') {
      await updateTeamServices(team, await ctx.request.validateUsing(dealerServicesValidator))
    }
    ctx.session.flash('success', ctx.i18n.t('teams.flash.services_updated'))
    return ctx.response.redirect(`/teams/${team.id}/services`)
  }
}
