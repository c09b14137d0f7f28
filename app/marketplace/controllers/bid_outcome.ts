import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import type { PlaceBidOutcome } from '#marketplace/actions/place_bid'
import type { BidProblem } from '#marketplace/domain/bidding'
import { refuse } from '#marketplace/controllers/buy_now_controller'
import { money } from '#shared/format'

type BackTo = { route: 'transporter.marketplace.show' | 'transporter.sessions.show'; id: number }

/**
 * A refused bid becomes an answer: the problems of the form next to their
 * fields (all in one round, like a validation error), a refusal of the
 * whole transport as the marketplace's translated reason.
 */
export function bidRefusal(
  ctx: HttpContext,
  refusal: Exclude<PlaceBidOutcome, { ok: true }>,
  back: BackTo = { route: 'transporter.marketplace.show', id: ctx.params.id }
) {
  if (refusal.error === 'not_found') throw new NotFoundException()
  const formProblem = refusal.problems?.find((problem) => problem.field === 'form')
  if (refusal.error === 'invalid' && !formProblem) throw problemsError(ctx, refusal.problems ?? [])
  /* on the marketplace a refusal of the transport goes back to the list; in a session, to it */
  if (back.route === 'transporter.marketplace.show' && !formProblem)
    return refuse(ctx, refusal.error)
  const code = formProblem ? `bid_errors.${formProblem.code}` : `errors.${refusal.error}`
  ctx.session.flash('error', ctx.i18n.t(`marketplace.${code}`))
  return ctx.response.redirect().toRoute(back.route, { id: back.id })
}

/** The bid's problems as a validation error: each message next to its field. */
function problemsError(ctx: HttpContext, problems: BidProblem[]) {
  return new vineErrors.E_VALIDATION_ERROR(
    problems.map((problem) => ({
      field: problem.field,
      message: ctx.i18n.t(`marketplace.bid_errors.${problem.code}`, {
        min: problem.limits ? money(problem.limits.minCents) : '',
        max: problem.limits ? money(problem.limits.maxCents) : '',
      }),
      rule: problem.code,
    }))
  )
}
