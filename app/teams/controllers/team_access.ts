import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { membershipIn } from '#teams/queries/team_membership'
import type { CurrentTeam } from '#teams/queries/current_team'
import TeamTransformer from '#teams/transformers/team_transformer'
import { TEAM_ABILITIES, type TeamAbilities } from '#teams/domain/team_roles'

/*
| The team pages (/teams/:id/…) act on the team of the URL, whichever team is
| current: the caller's membership of it is what TeamPolicy decides on.
*/

/**
 * The caller's membership of the team of the URL, allowed to open its tabs
 * (`viewTabs`: not a driver) or, for leaving it, only to be in it (`view`);
 * anyone else: 404.
 */
export async function teamMembership(
  ctx: HttpContext,
  ability: 'view' | 'viewTabs' = 'viewTabs'
): Promise<CurrentTeam> {
  const member = found(await membershipIn(ctx.auth.user!.id, ctx.params.id))
  await ctx.bouncer.with('TeamPolicy').authorize(ability, member)
  return member
}

/** The `can` flags of the team pages, from the same TeamPolicy methods the writes use. */
export async function teamAbilities(ctx: HttpContext, member: CurrentTeam): Promise<TeamAbilities> {
  const policy = ctx.bouncer.with('TeamPolicy')
  const can = {} as TeamAbilities
  for (const ability of TEAM_ABILITIES) can[ability] = await policy.allows(ability, member)
  return can
}

/** Props every tab of the team page receives. */
export async function tabProps(ctx: HttpContext, member: CurrentTeam) {
  return {
    team: TeamTransformer.transform(member.team).useVariant('forHeader'),
    role: member.role,
    can: await teamAbilities(ctx, member),
  }
}
