import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import type { Result } from '#core/result'
import type Team from '#teams/models/team'
import { findCompany } from '#users_admin/queries/companies'
import { reinstateTeam, suspendTeam, verifyTeam } from '#users_admin/actions/team_standing'
import { reinstateValidator, suspendValidator } from '#users_admin/validators/company_validators'

/** Staff verify, suspend (with a reason) and reinstate a company; the company is told by e-mail. */
export default class CompanyStandingController {
  async verify(ctx: HttpContext) {
    const team = await authorized(ctx)
    return outcome(ctx, team, await verifyTeam(team.id, ctx.auth.user!.id), 'verified')
  }

  async suspend(ctx: HttpContext) {
    const team = await authorized(ctx)
    const { reason } = await ctx.request.validateUsing(suspendValidator)
    return outcome(ctx, team, await suspendTeam(team.id, ctx.auth.user!.id, reason), 'suspended')
  }

  async reinstate(ctx: HttpContext) {
    const team = await authorized(ctx)
    const { note } = await ctx.request.validateUsing(reinstateValidator)
    const result = await reinstateTeam(team.id, ctx.auth.user!.id, note ?? null)
    return outcome(ctx, team, result, 'reinstated')
  }
}

async function authorized(ctx: HttpContext) {
  await ctx.bouncer.with('CompanyPolicy').authorize('manage', ctx.currentTeam)
  return found(await findCompany(ctx.params.id))
}

function outcome(ctx: HttpContext, team: Team, result: Result<Team, string>, done: string) {
  if (result.ok) ctx.session.flash('success', ctx.i18n.t(`users_admin.flash.${done}`))
  else ctx.session.flash('error', ctx.i18n.t(`users_admin.errors.${result.error}`))
  return ctx.response.redirect().toRoute('admin.users.teams.show', { id: team.id })
}
