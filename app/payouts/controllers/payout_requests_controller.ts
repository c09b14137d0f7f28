import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { money } from '#shared/format'
import { requestPayout, type RequestPayoutError } from '#payouts/actions/payout_requests'
import { PAYOUT_REQUEST_MIN_CENTS } from '#payouts/domain/payout_requests'

function refusal(ctx: HttpContext, error: RequestPayoutError) {
  return ctx.i18n.t(`payouts.request.errors.${error}`, { min: money(PAYOUT_REQUEST_MIN_CENTS) })
}

/** A carrier's owner or admin asks to be paid before the monthly batch. */
export default class PayoutRequestsController {
  async store(ctx: HttpContext) {
    if (!(await ctx.bouncer.with('PayoutPolicy').allows('viewOwn', ctx.currentTeam)))
      throw new NotFoundException()
    const teamId = ctx.currentTeam.team.id
    const result = await requestPayout({ teamId, userId: ctx.auth.user!.id })
    if (result.ok) {
      const amount = money(result.value.amountCents)
      ctx.session.flash('success', ctx.i18n.t('payouts.request.flash', { amount }))
    } else ctx.session.flash('error', refusal(ctx, result.error))
    return ctx.response.redirect().toRoute('transporter.payments.payouts')
  }
}
