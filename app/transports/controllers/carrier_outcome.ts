import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import type { Result } from '#core/result'

/** Refusals with their own words (`drivers.errors.*`); the others are a transition's (`transports.errors.*`). */
const OWN_CODES = new Set([
  'invalid_time',
  'in_the_past',
  'outside_window',
  'closed_day',
  'outside_opening_hours',
  'driver_not_changeable',
  'not_a_driver',
])

/** The translated reason for a refused carrier action. */
export function carrierError(ctx: HttpContext, code: string) {
  const bare = code.replace(/^guard:/, '')
  return ctx.i18n.t(OWN_CODES.has(bare) ? `drivers.errors.${bare}` : `transports.errors.${bare}`)
}

/**
 * A carrier action's outcome (driver, schedule, transit): the success message
 * or the translated reason, then the page given (the transport's by default).
 * A transport that vanished meanwhile is the same 404 as an unknown one.
 */
type CarrierRoute = 'transporter.transports.show' | 'transporter.transports.schedule'

export function carrierOutcome(
  ctx: HttpContext,
  result: Result<unknown, string>,
  success: string,
  id: number,
  refused: CarrierRoute = 'transporter.transports.show'
) {
  if (!result.ok && result.error === 'not_found') throw new NotFoundException()
  if (result.ok) ctx.session.flash('success', ctx.i18n.t(success))
  else ctx.session.flash('error', carrierError(ctx, result.error))
  const route = result.ok ? 'transporter.transports.show' : refused
  return ctx.response.redirect().toRoute(route, { id })
}

/** The acting member of the carrier team. */
export function carrierActor(ctx: HttpContext) {
  return { userId: ctx.auth.user!.id, teamId: ctx.currentTeam.team.id }
}
