import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { switchTeamValidator } from '#teams/validators/team_validators'
import { switchCurrentTeam } from '#teams/actions/switch_current_team'
import { membershipIn } from '#teams/queries/team_membership'
import { forgetCurrentTeam } from '#core/http/current_team'

export default class CurrentTeamController {
  /** Switches to one of the user's teams (any other id: 404) and opens its area. */
  async update(ctx: HttpContext) {
    const { teamId } = await ctx.request.validateUsing(switchTeamValidator)
    const member = found(await membershipIn(ctx.auth.user!.id, teamId))
    await ctx.bouncer.with('TeamPolicy').authorize('view', member)
    const switched = await switchCurrentTeam(ctx.auth.user!, member.team.id)
    found(switched.ok ? switched.value : null)
    forgetCurrentTeam(ctx)
    return ctx.response.redirect().toRoute('site.home')
  }
}
