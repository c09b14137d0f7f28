import type { HttpContext } from '@adonisjs/core/http'
import { updateTeamNameValidator } from '#teams/validators/team_validators'
import { updateTeamName } from '#teams/actions/update_team'
import { teamMembership } from '#teams/controllers/team_access'

/** Renames the team (owners and admins). */
export default class TeamNameController {
  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const { name } = await ctx.request.validateUsing(updateTeamNameValidator)
    await updateTeamName(member.team, name)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.name_updated'))
    return ctx.response.redirect().toRoute('teams.main', { id: member.team.id })
  }
}
