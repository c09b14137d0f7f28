import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import type { Result } from '#core/result'

/**
 * The one place where a transport action's outcome becomes an answer: the
 * success message, or the translated reason (`transports.errors.<code>`),
 * then back to the transport's page. A transport that vanished meanwhile is
 * the same 404 as an unknown one.
 */
export function backToTransport(
  ctx: HttpContext,
  result: Result<unknown, string>,
  success: string,
  page: { route: 'dealer.transports.show' | 'admin.transports.show'; id: number }
) {
  if (!result.ok && result.error === 'not_found') throw new NotFoundException()
  ctx.session.flash(
    result.ok ? 'success' : 'error',
    ctx.i18n.t(result.ok ? success : `transports.errors.${result.error}`)
  )
  return ctx.response.redirect().toRoute(page.route, { id: page.id })
}

/** The translated reason for a refused transport action. */
export function transportError(ctx: HttpContext, code: string) {
  return ctx.i18n.t(`transports.errors.${code}`)
}
