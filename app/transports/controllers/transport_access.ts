import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#core/http/current_team'
import { type CurrentTeam } from '#teams/queries/current_team'

/** The current team (the area middleware already checked its kind). */
export async function requireTeam(ctx: HttpContext): Promise<CurrentTeam> {
  const current = await currentTeamOf(ctx)
  if (!current) throw new NotFoundException()
  return current
}

/** Translated message for an expected failure code. */
export function errorMessage(ctx: HttpContext, code: string) {
  return ctx.i18n.t(`transports.errors.${code}`)
}
