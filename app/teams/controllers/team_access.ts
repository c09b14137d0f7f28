import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import Team from '#teams/models/team'
import { roleOf } from '#teams/policies/team_policy'
import { teamHeader } from '#teams/queries/team_pages'

/**
 * Controller helpers shared by the team tabs: the team of the URL (404 for
 * anyone who is not a member: no hint that it exists), the `can` flags the
 * pages use to show or hide edit controls, and field errors for expected
 * failures returned by actions.
 */
export async function teamFromUrl(ctx: HttpContext): Promise<Team> {
  const id = Number(ctx.params.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundException()
  const team = await Team.find(id)
  if (!team || (await ctx.bouncer.with('TeamPolicy').denies('view', team)))
    throw new NotFoundException()
  return team
}

export async function permissions(ctx: HttpContext, team: Team) {
  const policy = ctx.bouncer.with('TeamPolicy')
  const [update, manageMembers, remove, leave, transferOwnership] = await Promise.all([
    policy.allows('update', team),
    policy.allows('manageMembers', team),
    policy.allows('delete', team),
    policy.allows('leave', team),
    policy.allows('transferOwnership', team),
  ])
  return { update, manageMembers, delete: remove, leave, transferOwnership }
}

/** Props every tab of the team page receives. */
export async function tabProps(ctx: HttpContext, team: Team) {
  return {
    team: teamHeader(team),
    role: await roleOf(ctx.auth.user!, team),
    can: await permissions(ctx, team),
  }
}
