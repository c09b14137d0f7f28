import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Call from '#calls/models/call'
import { CallBookedMail, CallCancelledMail } from '#calls/mails/call_mails'
import { cancelCall } from '#calls/actions/cancel_call'
import { createCarrier, createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { aFreeSlot, bookingBody, createCall, icsOf, mailTo } from '#tests/helpers/call_factories'

test.group('Calls / cancellation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the carrier cancels: slot free, both sides get the .ics that cancels the same event', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await createCarrier()
    const staff = await createStaff()
    const slot = await aFreeSlot()
    await submitAs(client, user, 'post', '/transporter/calls').json(bookingBody(slot))
    const call = await Call.firstOrFail()
    const invitation = icsOf(
      mailTo(
        mails.queued((m) => m instanceof CallBookedMail),
        user.email
      )
    )

    const response = await submitAs(client, user, 'delete', `/transporter/calls/${call.id}`)
    response.assertStatus(302)
    assert.equal(
      (response.flashMessages() as any).success,
      'Chiamata annullata: l’annullamento è stato inviato per e-mail.'
    )
    await call.refresh()
    assert.isNotNull(call.cancelledAt)
    assert.equal(call.cancelledById, user.id)
    assert.equal(call.cancelledByKind, 'transporter')
    assert.equal(call.icsSequence, 1)

    const cancellations = mails.queued((m) => m instanceof CallCancelledMail)
    assert.lengthOf(cancellations, 2)
    for (const email of [user.email, staff.user.email]) {
      const sent = mailTo(cancellations, email)
      const ics = icsOf(sent)
      assert.equal(ics.method, 'CANCEL')
      assert.include(ics.lines, 'METHOD:CANCEL')
      assert.include(ics.lines, 'STATUS:CANCELLED')
      assert.include(ics.lines, `UID:${call.icsUid}`)
      assert.include(ics.lines, 'SEQUENCE:1')
      const start = (lines: string[]) => lines.find((line) => line.startsWith('DTSTART;'))
      assert.equal(start(ics.lines), start(invitation.lines))
    }
    mailTo(cancellations, staff.user.email).message.assertTextIncludes('dal trasportatore')

    /* The slot is free again: another carrier books it. */
    const other = await createCarrier()
    const again = await submitAs(client, other.user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    again.assertHeader('location', '/transporter/calls')
  })

  test('staff cancel from the calendar: the carrier is told who cancelled', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const carrier = await createCarrier()
    const staff = await createStaff()
    const slot = await aFreeSlot()
    const call = await createCall(carrier.team.id, slot.startsAt, { bookedById: carrier.user.id })
    const response = await submitAs(client, staff.user, 'delete', `/admin/calls/${call.id}`)
    response.assertStatus(302)
    await call.refresh()
    assert.equal(call.cancelledByKind, 'staff')
    assert.equal(call.cancelledById, staff.user.id)
    const sent = mailTo(
      mails.queued((m) => m instanceof CallCancelledMail),
      carrier.user.email
    )
    sent.message.assertSubject(
      `Chiamata annullata: ${slot.startsAt.setZone('Europe/Rome').day} ${slot.startsAt.setZone('Europe/Rome').setLocale('it').toFormat('LLLL yyyy')} alle ${slot.time}`
    )
    sent.message.assertTextIncludes('annullata dallo staff')
    sent.message.assertHtmlIncludes('annullata dallo staff')
  })

  test('a call that started, or was cancelled already, is not cancelled again; nothing sent', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createCarrier()
    const started = await createCall(team.id, DateTime.now().minus({ minutes: 10 }))
    const cancelled = await createCall(team.id, (await aFreeSlot()).startsAt, {
      cancelledAt: DateTime.now(),
      cancelledByKind: 'transporter',
      icsSequence: 1,
    })
    const first = await submitAs(client, user, 'delete', `/transporter/calls/${started.id}`)
    assert.equal(
      (first.flashMessages() as any).error,
      'Questa chiamata è già iniziata: non si può più annullare.'
    )
    const second = await submitAs(client, user, 'delete', `/transporter/calls/${cancelled.id}`)
    assert.equal((second.flashMessages() as any).error, 'Questa chiamata era già stata annullata.')
    await started.refresh()
    await cancelled.refresh()
    assert.isNull(started.cancelledAt)
    assert.equal(cancelled.icsSequence, 1)
    mails.assertNoneQueued()
  })

  test('cancelling twice at once cancels once (the row lock and the state)', async ({ assert }) => {
    mail.fake()
    const { user, team } = await createCarrier()
    const call = await createCall(team.id, (await aFreeSlot()).startsAt)
    const by = { kind: 'transporter' as const, userId: user.id }
    const results = await Promise.all([
      cancelCall({ callId: call.id, by }),
      cancelCall({ callId: call.id, by }),
    ])
    assert.lengthOf(
      results.filter((result) => result.ok),
      1
    )
    await call.refresh()
    assert.equal(call.icsSequence, 1)
  })
})
