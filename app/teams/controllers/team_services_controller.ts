import type { HttpContext } from '@adonisjs/core/http'
import {
  dealerServicesValidator,
  transporterServicesValidator,
} from '#teams/validators/team_validators'
import { updateTeamServices } from '#teams/actions/update_team'
import type Team from '#teams/models/team'
import { activeVehicleCategories } from '#pricing/queries/vehicle_catalogue'
import TeamServicesTransformer from '#teams/transformers/team_services_transformer'
import ServicesCatalogueTransformer from '#teams/transformers/services_catalogue_transformer'
import { tabProps, teamMembership } from '#teams/controllers/team_access'

/** The vehicle categories a transporter may offer: the active ones staff manage (none for others). */
function vehicleCategoriesFor(team: Team) {
  return team.kind === 'transporter' ? activeVehicleCategories() : Promise.resolve([])
}

async function categoryCodesFor(team: Team) {
  const vehicleCategories = await vehicleCategoriesFor(team)
  return vehicleCategories.map((category) => category.code)
}

/** The team's services in the shape of its kind (a staff team has none). */
function servicesOf(team: Team, vehicleCategories: string[]) {
  const services = TeamServicesTransformer.transform(team, vehicleCategories)
  if (team.kind === 'transporter') return services.useVariant('forTransporter')
  if (team.kind === 'dealer') return services.useVariant('forDealer')
  return services
}

/** The "services" tab: what a transporter offers, or what a dealer wants on every request. */
export default class TeamServicesController {
  async show(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const vehicleCategories = await vehicleCategoriesFor(member.team)
    const codes = vehicleCategories.map((category) => category.code)
    return ctx.inertia.render('account/teams/services', {
      ...(await tabProps(ctx, member)),
      services: servicesOf(member.team, codes),
      catalogue: ServicesCatalogueTransformer.transform({
        vehicleCategories,
        locale: ctx.i18n.locale,
      }),
    })
  }

  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const { team } = member
    const categories = await categoryCodesFor(team)
    const input =
      team.kind === 'transporter'
        ? await ctx.request.validateUsing(transporterServicesValidator, { meta: { categories } })
        : team.kind === 'dealer'
          ? await ctx.request.validateUsing(dealerServicesValidator)
          : null /* a staff team has no services */
    if (input) await updateTeamServices(team, input, categories)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.services_updated'))
    return ctx.response.redirect().toRoute('teams.services', { id: team.id })
  }
}
