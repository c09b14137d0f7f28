import type { HttpContext } from '@adonisjs/core/http'
import { listMembers, listPendingInvitations } from '#teams/queries/team_pages'
import { rolesAssignableBy } from '#teams/domain/team_roles'
import type { CurrentTeam } from '#teams/queries/current_team'
import type TeamMember from '#teams/models/team_member'
import MemberTransformer from '#teams/transformers/member_transformer'
import InvitationTransformer from '#teams/transformers/invitation_transformer'
import { tabProps, teamMembership } from '#teams/controllers/team_access'

/** The "members" tab: members and roles, pending invitations, leave, transfer ownership. */
export default class TeamMembersController {
  async show(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const props = await tabProps(ctx, member)
    const members = await listMembers(member.team.id)
    const invitations = props.can.manageMembers ? await listPendingInvitations(member.team.id) : []
    return ctx.inertia.render('account/teams/members', {
      ...props,
      members: MemberTransformer.transform(members, await this.manageable(ctx, member, members)),
      invitations: InvitationTransformer.transform(invitations),
      assignableRoles: rolesAssignableBy(member.role, member.team.kind),
      currentUserId: ctx.auth.user!.id,
    })
  }

  /** The members the caller may change or remove (TeamPolicy.manageMember). */
  private async manageable(ctx: HttpContext, member: CurrentTeam, members: TeamMember[]) {
    const policy = ctx.bouncer.with('TeamPolicy')
    const ids = new Set<number>()
    for (const target of members) {
      if (await policy.allows('manageMember', member, target)) ids.add(target.id)
    }
    return ids
  }
}
