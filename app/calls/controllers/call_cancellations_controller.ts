import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { anyCall, teamCall } from '#calls/queries/calls'
import { cancelCall } from '#calls/actions/cancel_call'
import type Call from '#calls/models/call'

/**
 * Cancelling a call before it starts: the carrier's office its own team's
 * calls (another team's: 404), staff any call (from the admin calendar).
 * Both sides get the cancellation e-mail with the .ics that removes the event.
 */
export default class CallCancellationsController {
  async transporter(ctx: HttpContext) {
    const call = found(await teamCall(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('CallPolicy').authorize('cancel', ctx.currentTeam, call)
    return cancel(ctx, call, 'transporter')
  }

  async staff(ctx: HttpContext) {
    const call = found(await anyCall(ctx.params.id))
    await ctx.bouncer.with('CallPolicy').authorize('cancel', ctx.currentTeam, call)
    return cancel(ctx, call, 'staff')
  }
}

async function cancel(ctx: HttpContext, call: Call, kind: 'transporter' | 'staff') {
  const result = await cancelCall({ callId: call.id, by: { kind, userId: ctx.auth.user!.id } })
  if (result.ok) ctx.session.flash('success', ctx.i18n.t('calls.flash.cancelled'))
  else ctx.session.flash('error', ctx.i18n.t(`calls.errors.${result.error}`))
  return ctx.response.redirect().back()
}
