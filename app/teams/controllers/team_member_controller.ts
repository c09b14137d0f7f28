import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { changeRoleValidator } from '#teams/validators/member_validators'
import { changeMemberRole, removeMember } from '#teams/actions/manage_members'
import { memberOf } from '#teams/queries/team_records'
import { rolesAssignableBy } from '#teams/domain/team_roles'
import { teamMembership } from '#teams/controllers/team_access'

/** One member of the team: change their role, or remove them (owners and admins, by rank). */
export default class TeamMemberController {
  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const target = found(await memberOf(member.team.id, ctx.params.memberId))
    await ctx.bouncer.with('TeamPolicy').authorize('manageMember', member, target)
    const roles = rolesAssignableBy(member.role, member.team.kind)
    const { role } = await ctx.request.validateUsing(changeRoleValidator, { meta: { roles } })
    await changeMemberRole(target, role)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.role_changed'))
    return ctx.response.redirect().toRoute('teams.members', { id: member.team.id })
  }

  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const target = found(await memberOf(member.team.id, ctx.params.memberId))
    await ctx.bouncer.with('TeamPolicy').authorize('manageMember', member, target)
    await removeMember(target)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.member_removed'))
    return ctx.response.redirect().toRoute('teams.members', { id: member.team.id })
  }
}
