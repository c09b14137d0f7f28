import type { HttpContext } from '@adonisjs/core/http'
import { leaveTeam } from '#teams/actions/manage_members'
import { teamMembership } from '#teams/controllers/team_access'

/** Leaving the team (anyone but the owner), then home: another team, or team creation. */
export default class TeamMembershipController {
  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx, 'view')
    const { team } = member
    await ctx.bouncer.with('TeamPolicy').authorize('leave', member)
    const result = await leaveTeam(team, ctx.auth.user!)
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t('teams.members.owner_cannot_leave'))
      return ctx.response.redirect().toRoute('teams.members', { id: team.id })
    }
    ctx.session.flash('success', ctx.i18n.t('teams.flash.left', { name: team.name }))
    return ctx.response.redirect().toRoute('site.home')
  }
}
