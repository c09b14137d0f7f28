/**
 * A booked call as a row of the carrier's list: when (Rome day and times on
 * the page), the number staff call, the note, the transport (reference and
 * towns) or private session (name) it is about, who booked it, whether it
 * is live, over or cancelled (and by whom), and whether it may still be cancelled.
 */
import { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CallRow } from '#calls/queries/calls'
import { mayCancel } from '#calls/domain/call_rules'

export type CallStatus = 'booked' | 'done' | 'cancelled'

export default class CallRowTransformer extends BaseTransformer<CallRow> {
  toObject() {
    const row = this.resource
    const now = DateTime.now()
    const startsAt = DateTime.fromISO(row.startsAt)
    const cancelledAt = row.cancelledAt ? DateTime.fromISO(row.cancelledAt) : null
    const status: CallStatus = cancelledAt
      ? 'cancelled'
      : DateTime.fromISO(row.endsAt) <= now
        ? 'done'
        : 'booked'
    return {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      phone: row.phone,
      note: row.note,
      transport: row.transport,
      session: row.session,
      bookedByName: row.bookedByName,
      status,
      cancelledBy: row.cancelledByKind,
      canCancel: mayCancel({ startsAt, cancelledAt }, now).ok,
    }
  }
}
