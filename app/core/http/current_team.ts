import type { HttpContext } from '@adonisjs/core/http'
import type Team from '#teams/models/team'
import { resolveCurrentTeam, teamsOf, type CurrentTeam } from '#teams/queries/current_team'

const teamsCache = new WeakMap<object, Promise<Team[]>>()
const currentCache = new WeakMap<object, Promise<CurrentTeam | null>>()

/**
 * The signed-in user's teams (with their role in each), read once per request
 * by one query: the team switcher in the shared props and the current team
 * both come from it.
 */
export function teamsOfCurrentUser(ctx: HttpContext): Promise<Team[]> {
  const user = ctx.auth?.user
  if (!user) return Promise.resolve([])
  let pending = teamsCache.get(ctx)
  if (!pending) {
    pending = teamsOf(user)
    teamsCache.set(ctx, pending)
  }
  return pending
}

/**
 * The signed-in user's current team and role, resolved once per request
 * (the `area` middleware, the shared props and pages outside an area such
 * as /home all ask). Inside an area, read `ctx.currentTeam` instead.
 */
export function currentTeamOf(ctx: HttpContext): Promise<CurrentTeam | null> {
  const user = ctx.auth?.user
  if (!user) return Promise.resolve(null)
  let pending = currentCache.get(ctx)
  if (!pending) {
    pending = teamsOfCurrentUser(ctx).then((teams) => resolveCurrentTeam(user, teams))
    currentCache.set(ctx, pending)
  }
  return pending
}

/** Forget the memoised values (after switching team within the same request). */
export function forgetCurrentTeam(ctx: HttpContext) {
  teamsCache.delete(ctx)
  currentCache.delete(ctx)
}
