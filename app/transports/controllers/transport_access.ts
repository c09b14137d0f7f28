import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { currentTeamOf, type CurrentTeam } from '#teams/queries/current_team'

/** A positive integer route parameter, or a 404. */
export function idParam(ctx: HttpContext, name = 'id'): number {
  const value = String(ctx.params[name] ?? '')
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw new NotFoundException()
  return Number(value)
}

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
