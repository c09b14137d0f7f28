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

const DISPUTE_CODES = new Set([
  'not_delivered',
  'dispute_window_closed',
  'dispute_not_open',
  'refund_too_large',
  'refund_invalid',
  'wrong_content',
  'too_many_photos',
  'dispute_form',
])

/** A dispute's outcome: its own reasons (`transports.dispute_errors.*`), else a transition's. */
export function disputeOutcome(
  ctx: HttpContext,
  result: Result<unknown, string>,
  success: string,
  page: { route: 'dealer.transports.show' | 'admin.transports.show'; id: number }
) {
  if (!result.ok) {
    const code = result.error.replace(/^guard:/, '')
    if (DISPUTE_CODES.has(code)) {
      ctx.session.flash('error', ctx.i18n.t(`transports.dispute_errors.${code}`))
      return ctx.response.redirect().toRoute(page.route, { id: page.id })
    }
  }
  return backToTransport(ctx, result, success, page)
}

const DRY_RUN_CODES = new Set([
  'dry_run_not_scheduled',
  'dry_run_before_pickup_day',
  'wrong_content',
  'invalid_transition',
  'state_changed',
  'not_your_transport',
])

/** A dry run's outcome on the carrier's page: its own reasons (`dry_runs.errors.*`). */
export function dryRunOutcome(ctx: HttpContext, result: Result<unknown, string>, id: number) {
  if (!result.ok && result.error === 'not_found') throw new NotFoundException()
  const code = result.ok ? null : DRY_RUN_CODES.has(result.error) ? result.error : 'failed'
  ctx.session.flash(
    code ? 'error' : 'success',
    ctx.i18n.t(code ? `dry_runs.errors.${code}` : 'dry_runs.flash.recorded')
  )
  return ctx.response.redirect().toRoute('transporter.transports.show', { id })
}
