import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { callInvitationIcs, type CallInvitation } from '#calls/domain/invitation'

function invitation(overrides: Partial<CallInvitation> = {}): CallInvitation {
  return {
    method: 'REQUEST',
    uid: 'call-1234@trasporti.example',
    sequence: 0,
    /* Monday 30 March 2026, the first working day of summer time: 09:00 in Rome. */
    startsAt: DateTime.fromISO('2026-03-30T07:00:00Z'),
    endsAt: DateTime.fromISO('2026-03-30T07:30:00Z'),
    summary: 'Chiamata con Trasporti Bianchi, Verona; test',
    description: 'Telefono: +39 045 987 6543\nTrasporto: T-2026-000001',
    url: 'http://localhost:3333/admin/calendar?view=week&date=2026-03-30',
    organizer: { name: 'Trasporti', email: 'noreply@trasporti.local' },
    attendees: [{ name: 'Paolo Bianchi', email: 'transporter@example.com' }],
    stampedAt: DateTime.fromISO('2026-03-27T10:00:00Z'),
    ...overrides,
  }
}

/** The unfolded content lines of an .ics (RFC 5545 §3.1). */
function lines(ics: string) {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n')
}

test.group('Call invitation (.ics)', () => {
  test('a booking is a REQUEST in Rome time with the Europe/Rome zone', ({ assert }) => {
    const ics = callInvitationIcs(invitation())
    assert.notMatch(ics, /[^\r]\n/, 'every line ends with CRLF')
    const content = lines(ics)
    assert.include(content, 'METHOD:REQUEST')
    assert.include(content, 'UID:call-1234@trasporti.example')
    assert.include(content, 'SEQUENCE:0')
    assert.include(content, 'STATUS:CONFIRMED')
    assert.include(content, 'DTSTART;TZID=Europe/Rome:20260330T090000')
    assert.include(content, 'DTEND;TZID=Europe/Rome:20260330T093000')
    assert.include(content, 'DTSTAMP:20260327T100000Z')
    assert.include(content, 'SUMMARY:Chiamata con Trasporti Bianchi\\, Verona\\; test')
    assert.include(content, 'DESCRIPTION:Telefono: +39 045 987 6543\\nTrasporto: T-2026-000001')
    assert.isTrue(
      content.some((line) =>
        /^ORGANIZER;CN="?Trasporti"?:MAILTO:noreply@trasporti\.local$/i.test(line)
      )
    )
    assert.isTrue(
      content.some(
        (line) => line.startsWith('ATTENDEE;') && line.endsWith(':mailto:transporter@example.com')
      )
    )
    /* The event has no floating or UTC start: its zone is given. */
    const event = content.slice(content.indexOf('BEGIN:VEVENT'))
    assert.isFalse(event.some((line) => line.startsWith('DTSTART:') || line.startsWith('DTEND:')))
  })

  test('the zone is described before the event: CET and CEST with their rules', ({ assert }) => {
    const content = lines(callInvitationIcs(invitation()))
    const zone = content.indexOf('BEGIN:VTIMEZONE')
    const event = content.indexOf('BEGIN:VEVENT')
    assert.isAbove(zone, 0)
    assert.isBelow(zone, event)
    const block = content.slice(zone, content.indexOf('END:VTIMEZONE') + 1)
    assert.includeMembers(block, [
      'TZID:Europe/Rome',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'BEGIN:STANDARD',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    ])
    assert.equal(content[0], 'BEGIN:VCALENDAR')
    assert.equal(content.at(-2), 'END:VCALENDAR')
  })

  test('a winter call is written in CET: 13:00 UTC is 14:00 in Rome', ({ assert }) => {
    const content = lines(
      callInvitationIcs(
        invitation({
          startsAt: DateTime.fromISO('2026-11-26T13:00:00Z'),
          endsAt: DateTime.fromISO('2026-11-26T13:30:00Z'),
        })
      )
    )
    assert.include(content, 'DTSTART;TZID=Europe/Rome:20261126T140000')
    assert.include(content, 'DTEND;TZID=Europe/Rome:20261126T143000')
  })

  test('a cancellation is a CANCEL of the same UID with the next SEQUENCE', ({ assert }) => {
    const content = lines(callInvitationIcs(invitation({ method: 'CANCEL', sequence: 1 })))
    assert.include(content, 'METHOD:CANCEL')
    assert.include(content, 'UID:call-1234@trasporti.example')
    assert.include(content, 'SEQUENCE:1')
    assert.include(content, 'STATUS:CANCELLED')
    assert.include(content, 'DTSTART;TZID=Europe/Rome:20260330T090000')
  })
})
