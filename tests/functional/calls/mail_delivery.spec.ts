import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { CallBookedMail, CallCancelledMail, type CallMailData } from '#calls/mails/call_mails'

const data: CallMailData = {
  audience: 'staff',
  uid: 'call-delivery-check@trasporti.test',
  sequence: 0,
  startsAt: DateTime.fromISO('2026-03-30T07:00:00Z').toISO()!,
  endsAt: DateTime.fromISO('2026-03-30T07:30:00Z').toISO()!,
  teamName: 'Trasporti Bianchi',
  bookedBy: { name: 'Paolo Bianchi', email: 'transporter@example.com' },
  phone: '+39 045 987 6543',
  note: 'Orari di ritiro',
  transport: null,
  session: null,
  url: 'http://localhost/admin/calendar?view=week&date=2026-03-30',
  organizer: { name: 'Trasporti', email: 'noreply@trasporti.local' },
}

/** Delivers through the real plumbing (queue messenger, sync queue, SendMailJob, file transport). */
async function deliver(built: CallBookedMail | CallCancelledMail) {
  const files: string[] = []
  const onSent = (event: any) => files.push(event.response.original?.file)
  emitter.on('mail:sent', onSent)
  try {
    await mail.sendLater(built)
  } finally {
    emitter.off('mail:sent', onSent)
  }
  return readFile(files[0]!, 'utf8')
}

/** The MIME part of this content type, decoded (base64 or plain). */
function part(eml: string, contentType: RegExp): string {
  const start = eml.search(contentType)
  const section = eml.slice(start)
  const [headers, ...rest] = section.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').split(/\r?\n--/)[0]!
  return /base64/i.test(headers!)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : body
}

/*
| No global transaction: nothing is read or written in the database (the
| mail carries its data); the sync queue delivers at once.
*/
test.group('Calls / e-mails through the queue', () => {
  test('the booking e-mail carries the invitation as text/calendar and as an .ics file', async ({
    assert,
  }) => {
    const eml = await deliver(
      new CallBookedMail({ email: 'staff@example.test', locale: 'it' }, data)
    )
    assert.include(eml, 'Subject: Chiamata prenotata: 30 marzo 2026 alle 09:00')
    assert.match(eml, /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/)
    assert.match(eml, /Content-Type: application\/ics; name=chiamata\.ics/)
    const ics = part(eml, /Content-Type: application\/ics/)
    assert.include(ics, 'METHOD:REQUEST')
    assert.include(ics, 'UID:call-delivery-check@trasporti.test')
    assert.include(ics, 'DTSTART;TZID=Europe/Rome:20260330T090000')
    assert.include(ics, 'BEGIN:VTIMEZONE')
  })

  test('the cancellation, in English for an English reader, cancels the same event', async ({
    assert,
  }) => {
    const eml = await deliver(
      new CallCancelledMail(
        { email: 'staff@example.test', locale: 'en' },
        { ...data, sequence: 1, cancelledBy: 'transporter' }
      )
    )
    assert.include(eml, 'Subject: Call cancelled: 30 March 2026 at 09:00')
    assert.match(eml, /Content-Type: text\/calendar; charset=utf-8; method=CANCEL/)
    const ics = part(eml, /Content-Type: application\/ics/)
    assert.include(ics, 'METHOD:CANCEL')
    assert.include(ics, 'SEQUENCE:1')
    assert.include(ics, 'UID:call-delivery-check@trasporti.test')
    assert.include(ics, 'SUMMARY:Call with Trasporti Bianchi')
  })
})
