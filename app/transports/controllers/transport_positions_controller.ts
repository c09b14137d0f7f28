import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { transportForReport } from '#transports/queries/positions'
import { positionValidator } from '#transports/validators/position_validators'
import { reportPosition } from '#transports/actions/report_position'

/** The answer to the phone: stored (201), too soon (429, Retry-After), not on the road (409). */
function answer(ctx: HttpContext, result: Awaited<ReturnType<typeof reportPosition>>) {
  if (!result.ok) {
    const message = ctx.i18n.t(`tracking.errors.${result.error}`)
    return ctx.response.conflict({ errors: [{ message }] })
  }
  if (!result.value.stored) {
    ctx.response.header('Retry-After', String(result.value.retryAfter))
    return ctx.response.tooManyRequests({ stored: false, retryAfter: result.value.retryAfter })
  }
  const recordedAt = result.value.position.recordedAt.toISO()
  return ctx.response.created({ stored: true, recordedAt })
}

/**
 * The carrier's phone sends its position (JSON, from the transport's page:
 * PositionSender). 201 stored; 429 + Retry-After when one was stored less
 * than a minute ago (nothing stored, nothing wrong: the page just waits);
 * 409 when the transport is not picked up or in transit; 422 for values
 * out of range; 404 for a transport that is not the team's.
 */
export default class TransportPositionsController {
  async store(ctx: HttpContext) {
    const transport = found(await transportForReport(ctx.params.id, ctx.currentTeam))
    await ctx.bouncer
      .with('TransportPolicy')
      .authorize('reportPosition', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(positionValidator)
    const result = await reportPosition(transport.id, ctx.auth.user!.id, input)
    return answer(ctx, result)
  }
}
