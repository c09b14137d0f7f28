import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { ok, err, type Result } from '#core/result'
import type Call from '#calls/models/call'
import type { CallCancelledBy } from '#calls/models/call'
import { mayCancel, type CancelProblem } from '#calls/domain/call_rules'
import { lockedCall } from '#calls/queries/calls'
import '#calls/events'

export type CancelCallInput = {
  callId: number
  by: { kind: CallCancelledBy; userId: number }
  now?: DateTime
}

/**
 * Cancels a live call before it starts (the carrier that booked it, or
 * staff): under the call's row lock, frees its slot and moves the calendar
 * event to its next SEQUENCE, so the cancellation e-mailed after the commit
 * (`call:cancelled`) replaces the invitation in every calendar.
 */
export async function cancelCall(
  input: CancelCallInput
): Promise<Result<Call, CancelProblem | 'not_found'>> {
  const now = input.now ?? DateTime.now()
  const outcome = await db.transaction(
    async (trx): Promise<Result<Call, CancelProblem | 'not_found'>> => {
      const call = await lockedCall(input.callId, trx)
      if (!call) return err('not_found')
      const allowed = mayCancel(call, now)
      if (!allowed.ok) return allowed
      call.cancelledAt = now
      call.cancelledById = input.by.userId
      call.cancelledByKind = input.by.kind
      call.icsSequence += 1
      await call.useTransaction(trx).save()
      return ok(call)
    }
  )
  if (outcome.ok) await emitter.emit('call:cancelled', { callId: outcome.value.id })
  return outcome
}
