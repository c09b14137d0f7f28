import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import TeamMember from '#teams/models/team_member'
import {
  changeRoleValidator,
  transferOwnershipValidator,
} from '#teams/validators/member_validators'
import {
  changeMemberRole,
  leaveTeam,
  removeMember,
  transferOwnership,
} from '#teams/actions/manage_members'
import { listMembers, listPendingInvitations } from '#teams/queries/team_pages'
import { roleOf } from '#teams/policies/team_policy'
import { rolesAssignableBy } from '#teams/domain/team_roles'
import { fieldError } from '#core/http/field_error'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'
import type Team from '#teams/models/team'

/** The "members" tab: members and roles, pending invitations, leave, transfer ownership. */
export default class TeamMembersController {
  async show(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const props = await tabProps(ctx, team)
    const policy = ctx.bouncer.with('TeamPolicy')
    const members = await listMembers(team)
    const manageable = await Promise.all(
      members.map((member) => policy.allows('manageMember', team, member))
    )
    return ctx.inertia.render('account/teams/members', {
      ...props,
      members: members.map((member, index) => ({ ...member, manageable: manageable[index]! })),
      invitations: props.can.manageMembers ? await listPendingInvitations(team) : [],
      assignableRoles: rolesAssignableBy(props.role, team.kind),
      currentUserId: ctx.auth.user!.id,
    })
  }

  /** The membership of the URL, only within this team (another team's: 404). */
  private async memberOf(ctx: HttpContext, team: Team) {
    const member = await TeamMember.query()
      .where('team_id', team.id)
      .where('id', ctx.params.memberId)
      .first()
    if (!member) throw new NotFoundException()
    return member
  }

  async updateRole(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const member = await this.memberOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMember', team, member)
    const roles = rolesAssignableBy(await roleOf(ctx.auth.user!, team), team.kind)
    const { role } = await ctx.request.validateUsing(changeRoleValidator, { meta: { roles } })
    await changeMemberRole(member, role)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.role_changed'))
    return ctx.response.redirect(`/teams/${team.id}/members`)
  }

  async destroy(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const member = await this.memberOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMember', team, member)
    await removeMember(member)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.member_removed'))
    return ctx.response.redirect(`/teams/${team.id}/members`)
  }

  /** Leaves the team (not the owner) and goes back home (another team, or team creation). */
  async leave(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('leave', team)
    const result = await leaveTeam(team, ctx.auth.user!)
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t('teams.members.owner_cannot_leave'))
      return ctx.response.redirect(`/teams/${team.id}/members`)
    }
    ctx.session.flash('success', ctx.i18n.t('teams.flash.left', { name: team.name }))
    return ctx.response.redirect('/home')
  }

  async transferOwnership(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('transferOwnership', team)
    const { memberId } = await ctx.request.validateUsing(transferOwnershipValidator)
    const result = await transferOwnership(team, ctx.auth.user!, memberId)
    if (!result.ok)
      throw fieldError('memberId', ctx.i18n.t('teams.members.transfer_invalid'), 'member')
    ctx.session.flash('success', ctx.i18n.t('teams.flash.ownership_transferred'))
    return ctx.response.redirect(`/teams/${team.id}/members`)
  }
}
