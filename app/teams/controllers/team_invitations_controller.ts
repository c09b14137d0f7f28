import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { isLocale } from '#core/i18n'
import { inviteMemberValidator } from '#teams/validators/member_validators'
import { inviteMember } from '#teams/actions/invite_member'
import { revokeInvitation } from '#teams/actions/revoke_invitation'
import { pendingInvitationOf } from '#teams/queries/team_records'
import { rolesAssignableBy } from '#teams/domain/team_roles'
import { teamMembership } from '#teams/controllers/team_access'

/** Invitations of the team: send one (with a role the inviter may give), revoke a pending one. */
export default class TeamInvitationsController {
  async store(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMembers', member)
    const { email, role } = await ctx.request.validateUsing(inviteMemberValidator, {
      meta: { roles: rolesAssignableBy(member.role, member.team.kind) },
    })
    const locale = isLocale(ctx.i18n.locale) ? ctx.i18n.locale : 'it'
    const inviter = ctx.auth.user!
    const result = await inviteMember({ team: member.team, inviter, email, role, locale })
    if (!result.ok)
      throw fieldError('email', ctx.i18n.t(`teams.invitations.${result.error}`), result.error)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.invited', { email }))
    return ctx.response.redirect().toRoute('teams.members', { id: member.team.id })
  }

  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMembers', member)
    const invitation = found(await pendingInvitationOf(member.team.id, ctx.params.invitationId))
    const result = await revokeInvitation(invitation)
    const email = invitation.email
    if (result.ok)
      ctx.session.flash('success', ctx.i18n.t('teams.flash.invitation_revoked', { email }))
    else ctx.session.flash('error', ctx.i18n.t(`teams.invitations.${result.error}`))
    return ctx.response.redirect().toRoute('teams.members', { id: member.team.id })
  }
}
