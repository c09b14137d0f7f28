import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { isLocale } from '#core/i18n'
import { currentSocketId } from '#realtime/broadcast'
import TeamInvitation from '#teams/models/team_invitation'
import { inviteMemberValidator } from '#teams/validators/member_validators'
import { inviteMember } from '#teams/actions/invite_member'
import { resendInvitation } from '#teams/actions/resend_invitation'
import { revokeInvitation } from '#teams/actions/revoke_invitation'
import {
  acceptInvitation,
  checkInvitationToken,
  type InvitationProblem,
} from '#teams/actions/accept_invitation'
import { roleOf } from '#teams/policies/team_policy'
import { rolesAssignableBy } from '#teams/domain/team_roles'
import { fieldError } from '#core/http/field_error'
import { teamFromUrl } from '#teams/controllers/team_access'
import type Team from '#teams/models/team'

export default class TeamInvitationsController {
  private locale(ctx: HttpContext) {
    return isLocale(ctx.i18n.locale) ? ctx.i18n.locale : 'it'
  }

  /** A pending invitation of this team (another team's: 404). */
  private async invitationOf(ctx: HttpContext, team: Team) {
    const invitation = await TeamInvitation.query()
      .where('team_id', team.id)
      .where('id', ctx.params.invitationId)
      .whereNull('accepted_at')
      .first()
    if (!invitation) throw new NotFoundException()
    return invitation
  }

  async store(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMembers', team)
    const roles = rolesAssignableBy(await roleOf(ctx.auth.user!, team), team.kind)
    const { email, role } = await ctx.request.validateUsing(inviteMemberValidator, {
      meta: { roles },
    })
    const result = await inviteMember({
      team,
      inviter: ctx.auth.user!,
      email,
      role,
      locale: this.locale(ctx),
    })
    if (!result.ok)
      throw fieldError('email', ctx.i18n.t(`teams.invitations.${result.error}`), result.error)
    ctx.session.flash('success', ctx.i18n.t('teams.flash.invited', { email }))
    return ctx.response.redirect(`/teams/${team.id}/members`)
  }

  async resend(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMembers', team)
    const invitation = await this.invitationOf(ctx, team)
    await resendInvitation({ team, invitation, sender: ctx.auth.user!, locale: this.locale(ctx) })
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.invitation_resent', { email: invitation.email })
    )
    return ctx.response.redirect(`/teams/${team.id}/members`)
  }

  async destroy(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('manageMembers', team)
    const invitation = await this.invitationOf(ctx, team)
    await revokeInvitation(invitation)
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.invitation_revoked', { email: invitation.email })
    )
    return ctx.response.redirect(`/teams/${team.id}/members`)
  }

  /**
   * The link of the invitation e-mail. A guest signs in (or registers) and
   * comes back here; a signed-in user whose e-mail matches joins the team.
   * Anything else is a clear page, never a 500.
   */
  async accept(ctx: HttpContext) {
    const { auth, session, response, request, i18n } = ctx
    const token = String(ctx.params.token ?? '')
    const invalid = (problem: InvitationProblem, teamName?: string) => {
      response.status(problem === 'not_found' ? 404 : 410)
      if (problem === 'email_mismatch' || problem === 'already_member') response.status(409)
      return ctx.inertia.render('account/teams/invitation', {
        problem,
        teamName: teamName ?? null,
        signedIn: Boolean(auth.user),
        email: auth.user?.email ?? null,
      })
    }

    const checked = await checkInvitationToken(token)
    if (!checked.ok) return invalid(checked.error)

    await auth.check()
    if (!auth.user) {
      session.put('intended', request.url())
      session.flash(
        'success',
        i18n.t('teams.invitations.sign_in_to_accept', { team: checked.value.team.name })
      )
      return response.redirect('/login')
    }
    if (!auth.user.emailVerifiedAt) {
      session.put('intended', request.url())
      return response.redirect('/verify-email')
    }

    const result = await acceptInvitation({
      token,
      user: auth.user,
      originSocketId: currentSocketId(),
    })
    if (!result.ok) return invalid(result.error, checked.value.team.name)
    session.flash('success', i18n.t('teams.flash.joined', { name: result.value.team.name }))
    return response.redirect('/home')
  }
}
