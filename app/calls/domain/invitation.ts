/**
 * The calendar invitation (.ics, RFC 5545) attached to a call's e-mails,
 * written with the `ics` package (docs/decisions.md). Pure: no database,
 * no HTTP.
 *
 * - Booking: METHOD:REQUEST, STATUS:CONFIRMED, the call's UID and SEQUENCE.
 * - Cancellation: METHOD:CANCEL, STATUS:CANCELLED, the same UID and the
 *   next SEQUENCE, so the calendar that holds the event removes it.
 * - Times are Europe/Rome wall-clock with `TZID=Europe/Rome` and the zone's
 *   VTIMEZONE (CET/CEST rules), so the event shows at the Italian time the
 *   call was booked for in any calendar, whatever its own zone. The `ics`
 *   package writes times in UTC or floating only: it is given the Rome
 *   wall-clock text and the TZID parameter and the VTIMEZONE are added here.
 */
import type { DateTime } from 'luxon'
import { createEvent, type Attendee } from 'ics'
import { TIME_ZONE } from '#shared/time_zone'

export type InvitationMethod = 'REQUEST' | 'CANCEL'

export type CallInvitation = {
  method: InvitationMethod
  uid: string
  sequence: number
  startsAt: DateTime
  endsAt: DateTime
  summary: string
  description: string
  url?: string
  organizer: { name: string; email: string }
  attendees: { name: string; email: string }[]
  /** DTSTAMP: when this version of the event was written. */
  stampedAt: DateTime
}

export class InvitationError extends Error {}

/** The Europe/Rome zone: CET (+01:00) in winter, CEST (+02:00) from the last Sunday of March to the last Sunday of October. */
const ROME_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** Rome wall-clock, as iCalendar writes a local time: 20260330T090000. */
function romeWallClock(at: DateTime): string {
  return at.setZone(TIME_ZONE).toFormat("yyyyMMdd'T'HHmmss")
}

/** The .ics text of a call's invitation (CRLF line endings, folded lines). */
export function callInvitationIcs(invitation: CallInvitation): string {
  const cancelled = invitation.method === 'CANCEL'
  const attendees: Attendee[] = invitation.attendees.map((attendee) => ({
    name: attendee.name,
    email: attendee.email,
    rsvp: false,
    partstat: cancelled ? 'DECLINED' : 'ACCEPTED',
    role: 'REQ-PARTICIPANT',
  }))
  const start = romeWallClock(invitation.startsAt)
  const end = romeWallClock(invitation.endsAt)
  const { error, value } = createEvent({
    productId: '-//Trasporti//Chiamate//IT',
    method: invitation.method,
    uid: invitation.uid,
    sequence: invitation.sequence,
    start,
    end,
    title: invitation.summary,
    description: invitation.description,
    ...(invitation.url ? { url: invitation.url } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: invitation.organizer,
    attendees,
    ...({ timestamp: invitation.stampedAt.toMillis() } as object),
  })
  if (error || !value) throw new InvitationError(error?.message ?? 'ics: no output')
  return value
    .replace(`\r\nDTSTART:${start}\r\n`, `\r\nDTSTART;TZID=${TIME_ZONE}:${start}\r\n`)
    .replace(`\r\nDTEND:${end}\r\n`, `\r\nDTEND;TZID=${TIME_ZONE}:${end}\r\n`)
    .replace('\r\nBEGIN:VEVENT\r\n', `\r\n${ROME_TIMEZONE.join('\r\n')}\r\nBEGIN:VEVENT\r\n`)
}
