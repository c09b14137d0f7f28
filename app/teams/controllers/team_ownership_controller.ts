import type { HttpContext } from '@adonisjs/core/http'
import { transferOwnershipValidator } from '#teams/validators/member_validators'
import { transferOwnership } from '#teams/actions/manage_members'
import { fieldError } from '#core/http/field_error'
import { teamMembership } from '#teams/controllers/team_access'

/** The owner hands the team over to another member (and stays on as admin). */
export default class TeamOwnershipController {
  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('transferOwnership', member)
    const { memberId } = await ctx.request.validateUsing(transferOwnershipValidator)
    const result = await transferOwnership(member.team, ctx.auth.user!, memberId)
    if (!result.ok)
      throw fieldError('memberId', ctx.i18n.t('teams.members.transfer_invalid'), 'member')
    ctx.session.flash('success', ctx.i18n.t('teams.flash.ownership_transferred'))
    return ctx.response.redirect().toRoute('teams.members', { id: member.team.id })
  }
}
