import type { HttpContext } from '@adonisjs/core/http'
import { deleteTeamValidator } from '#teams/validators/team_validators'
import { deleteTeam } from '#teams/actions/delete_team'
import { teamsWithBusinessRecords } from '#teams/queries/business_records'
import { fieldError } from '#core/http/field_error'
import type Team from '#teams/models/team'
import { teamMembership } from '#teams/controllers/team_access'

export default class TeamController {
  /** /teams/:id opens the first tab. */
  async show(ctx: HttpContext) {
    const { team } = await teamMembership(ctx)
    return ctx.response.redirect().toRoute('teams.main', { id: team.id })
  }

  /** Owner only; confirmed by typing the team's name; refused while it has business records. */
  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('delete', member)
    const { confirmName } = await ctx.request.validateUsing(deleteTeamValidator)
    await this.ensureDeletable(ctx, member.team, confirmName)
    await deleteTeam(member.team)
    const name = member.team.name
    ctx.session.flash('success', ctx.i18n.t('teams.flash.deleted', { name }))
    return ctx.response.redirect().toRoute('site.home')
  }

  /** The typed name must match; a team with business records is kept (legal retention). */
  private async ensureDeletable(ctx: HttpContext, team: Team, confirmName: string) {
    if (confirmName !== team.name.trim()) {
      throw fieldError('confirmName', ctx.i18n.t('teams.delete.mismatch'), 'confirmName')
    }
    const withRecords = await teamsWithBusinessRecords([team.id])
    if (withRecords.has(team.id)) {
      throw fieldError('confirmName', ctx.i18n.t('teams.delete.has_records'), 'records')
    }
  }
}
