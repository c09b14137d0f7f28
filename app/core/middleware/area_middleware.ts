import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import NotFoundException from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#core/http/current_team'
import { type CurrentTeam } from '#teams/queries/current_team'
import type { Area } from '#teams/domain/team_roles'
import { isSuspendedByStaff } from '#teams/domain/suspension'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * An area (/admin, /dealer, /transporter) is reachable only when the user's
 * current team lives in it. Anyone else gets a plain 404: no hint that the
 * area exists. The team is resolved once here and is `ctx.currentTeam` for
 * the rest of the request (controllers, policies, shared props).
 *
 * A team suspended by staff keeps reading its area (every page shows the
 * suspension banner, shared props `suspension`) but every write is refused
 * with a translated reason, the API's included (403).
 */
export default class AreaMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { area: Area }) {
    const current = await currentTeamOf(ctx)
    if (!current || current.area !== options.area) {
      throw new NotFoundException()
    }
    ctx.currentTeam = current
    if (isSuspendedByStaff(current.team) && !READS.has(ctx.request.method())) {
      throw new bouncerErrors.E_AUTHORIZATION_FAILURE(
        AuthorizationResponse.deny('Forbidden', 403).t('users_admin.suspension.refused')
      )
    }
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** The signed-in user's current team and role: set by the `area` middleware, on area routes only. */
    currentTeam: CurrentTeam
  }
}
