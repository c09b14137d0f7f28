import type { HttpContext } from '@adonisjs/core/http'
import { fieldError } from '#core/http/field_error'
import { bookCall, type BookCallError } from '#calls/actions/book_call'
import { bookCallValidator } from '#calls/validators/call_validators'
import { longDate, time } from '#shared/format'
import { MAX_UPCOMING_CALLS } from '#calls/domain/call_rules'

/** The field each refusal of a booking is shown next to (the others: a message on top). */
const FIELD_OF: Partial<Record<BookCallError, 'day' | 'time' | 'privateSessionId'>> = {
  two_subjects: 'privateSessionId',
  invalid_day: 'day',
  past_day: 'day',
  weekend: 'day',
  holiday: 'day',
  closing_day: 'day',
  too_far: 'day',
  outside_hours: 'time',
  past: 'time',
  too_soon: 'time',
  taken: 'time',
}

/** Transporter area: book a call (every rule checked again by the action). */
export default class CallBookingsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('CallPolicy').authorize('book', ctx.currentTeam)
    const input = await ctx.request.validateUsing(bookCallValidator)
    const result = await bookCall({
      ...input,
      teamId: ctx.currentTeam.team.id,
      userId: ctx.auth.user!.id,
    })
    if (!result.ok) return refuse(ctx, result.error)
    const when = { date: longDate(result.value.startsAt, ctx.i18n.locale as 'it' | 'en') }
    const message = ctx.i18n.t('calls.flash.booked', { ...when, time: time(result.value.startsAt) })
    ctx.session.flash('success', message)
    return ctx.response.redirect().toRoute('transporter.calls.index')
  }
}

/** The translated refusal: next to its field, or on top of the form. */
function refuse(ctx: HttpContext, error: BookCallError) {
  if (error.startsWith('transport:')) {
    const reason = error.slice('transport:'.length)
    throw fieldError('transportId', ctx.i18n.t(`calls.errors.transport.${reason}`), 'transport')
  }
  if (error.startsWith('session:')) {
    const reason = error.slice('session:'.length)
    throw fieldError('privateSessionId', ctx.i18n.t(`calls.errors.session.${reason}`), 'session')
  }
  const message = ctx.i18n.t(`calls.errors.${error}`, { max: MAX_UPCOMING_CALLS })
  const field = FIELD_OF[error]
  if (field) throw fieldError(field, message, error)
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}
