import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { switchTeamValidator } from '#teams/validators/team_validators'
import { switchCurrentTeam } from '#teams/actions/switch_current_team'
import { forgetCurrentTeam } from '#core/http/current_team'

export default class CurrentTeamController {
  /** Switches to one of the user's teams (any other id: 404) and opens its area. */
  async update(ctx: HttpContext) {
    const { teamId } = await ctx.request.validateUsing(switchTeamValidator)
    const result = await switchCurrentTeam(ctx.auth.user!, teamId)
    if (!result.ok) throw new NotFoundException()
    forgetCurrentTeam(ctx)
    return ctx.response.redirect('/home')
  }
}
