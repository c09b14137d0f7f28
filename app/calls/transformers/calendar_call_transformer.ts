/**
 * A booked call in the staff's calendar: its Rome day and times, the team
 * and who booked it (name, e-mail), the number to call, the note and the
 * transport or private session it is about. Staff only (the admin calendar).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CalendarCallRow } from '#calls/queries/calls'
import { romeDay, time } from '#shared/format'

export default class CalendarCallTransformer extends BaseTransformer<CalendarCallRow> {
  toObject() {
    const call = this.resource
    return {
      id: call.id,
      date: romeDay(call.startsAt)!,
      time: time(call.startsAt),
      endTime: time(call.endsAt),
      startsAt: call.startsAt,
      teamName: call.teamName,
      bookedByName: call.bookedByName,
      bookedByEmail: call.bookedByEmail,
      phone: call.phone,
      note: call.note,
      transport:
        call.transportId && call.transportReference
          ? { id: call.transportId, reference: call.transportReference }
          : null,
      session:
        call.sessionId && call.sessionName !== null
          ? { id: call.sessionId, name: call.sessionName }
          : null,
    }
  }
}
