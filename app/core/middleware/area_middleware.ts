import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#teams/queries/current_team'
import type { Area } from '#teams/domain/team_roles'

/**
 * An area (/admin, /dealer, /transporter) is reachable only when the user's
 * current team lives in it. Anyone else gets a plain 404: no hint that the
 * area exists.
 */
export default class AreaMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { area: Area }) {
    const current = await currentTeamOf(ctx)
    if (!current || current.area !== options.area) {
      throw new NotFoundException()
    }
    return next()
  }
}
