import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import NotFoundException, { found } from '#core/exceptions/not_found_exception'
import { IMPERSONATION_KEY, impersonationOf } from '#core/http/impersonation'
import { findCompany } from '#users_admin/queries/companies'
import { memberOfTeam } from '#users_admin/queries/company_page'
import { startImpersonation, stopImpersonation } from '#users_admin/actions/impersonation'

/**
 * Staff sign in as a member of a dealer or carrier team for support, and
 * back. Both switch the session's user with a new session id (the guard's
 * login), forget any recent password confirmation, and are audited; the
 * session stays tagged with the staff member (their browser sessions).
 */
export default class ImpersonationController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('CompanyPolicy').authorize('impersonate', ctx.currentTeam)
    const team = found(await findCompany(ctx.params.id))
    const target = found(await memberOfTeam(team.id, ctx.params.memberId))
    const staff = ctx.auth.user!
    const result = await startImpersonation(staff, target, team)
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t(`users_admin.impersonation.errors.${result.error}`))
      return ctx.response.redirect().toRoute('admin.users.teams.show', { id: team.id })
    }
    await beginAs(ctx, target, staff, team.id)
    return reload(ctx, urlFor('site.home'))
  }

  async destroy(ctx: HttpContext) {
    const impersonation = impersonationOf(ctx)
    if (!impersonation) throw new NotFoundException()
    const { impersonatorId, teamId, startedAt } = impersonation
    const [staff, team] = await Promise.all([User.find(impersonatorId), Team.find(teamId)])
    await stopImpersonation(impersonatorId, ctx.auth.user!, team, startedAt)
    ctx.session.forget(IMPERSONATION_KEY)
    if (!staff) return signedOut(ctx)
    await switchUser(ctx, staff, staff.id)
    return reload(
      ctx,
      team ? urlFor('admin.users.teams.show', { id: team.id }) : urlFor('site.home')
    )
  }
}

/** Signs in as the member, remembering who really is at the keyboard and where they came from. */
async function beginAs(ctx: HttpContext, target: User, staff: User, teamId: number) {
  await switchUser(ctx, target, staff.id)
  ctx.session.put(IMPERSONATION_KEY, {
    userId: target.id,
    impersonatorId: staff.id,
    impersonatorName: staff.fullName,
    teamId,
    startedAt: Date.now(),
  })
}

/** Signs `user` in on this browser (a new session id), the session tagged with the staff member. */
async function switchUser(ctx: HttpContext, user: User, staffUserId: number) {
  await ctx.auth.use('web').login(user)
  ctx.session.forget('security')
  if (ctx.session.supportsTagging()) await ctx.session.tag(String(staffUserId))
}

/** A full page load (the user, the menus and the realtime channels all change). */
function reload(ctx: HttpContext, url: string) {
  if (!ctx.request.header('x-inertia')) return ctx.response.redirect().toPath(url)
  return ctx.inertia.location(url)
}

/** The staff account is gone: nobody to return to, the session ends. */
async function signedOut(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  return reload(ctx, urlFor('session.create'))
}
