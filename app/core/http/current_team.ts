import type { HttpContext } from '@adonisjs/core/http'
import { resolveCurrentTeam, type CurrentTeam } from '#teams/queries/current_team'

const cache = new WeakMap<object, Promise<CurrentTeam | null>>()

/**
 * The signed-in user's current team and role, resolved once per request
 * (the `area` middleware, the shared props and pages outside an area such
 * as /home all ask). Inside an area, read `ctx.currentTeam` instead.
 */
export function currentTeamOf(ctx: HttpContext): Promise<CurrentTeam | null> {
  const user = ctx.auth?.user
  if (!user) return Promise.resolve(null)
  let pending = cache.get(ctx)
  if (!pending) {
    pending = resolveCurrentTeam(user)
    cache.set(ctx, pending)
  }
  return pending
}

/** Forget the memoised value (after switching team within the same request). */
export function forgetCurrentTeam(ctx: HttpContext) {
  cache.delete(ctx)
}
