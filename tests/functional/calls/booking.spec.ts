import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Call from '#calls/models/call'
import CallSetting from '#calls/models/call_setting'
import ClosingDay from '#teams/models/closing_day'
import { CallBookedMail, CallCancelledMail } from '#calls/mails/call_mails'
import { DEFAULT_CALL_SETTINGS } from '#calls/domain/call_settings'
import { addMember } from '#tests/helpers/factories'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import {
  aFreeSlot,
  bookingBody,
  createCall,
  icsOf,
  nextSaturday,
  nextWeekdayHoliday,
  mailTo,
  recipientsOf,
} from '#tests/helpers/call_factories'

/**
 * Nothing written, no call e-mail sent (setting up the transport may notify
 * its teams: that is not the booking's doing).
 */
async function assertNothingBooked(assert: any, mails: ReturnType<typeof mail.fake>['mails']) {
  assert.lengthOf(await Call.all(), 0)
  mails.assertNotQueued(CallBookedMail)
  mails.assertNotQueued(CallCancelledMail)
}

test.group('Calls / the booking page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('offers the free slots day by day, the team phone and the rules', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    team.phone = '+39 045 111 2222'
    await team.save()
    const response = await client.get('/transporter/calls/new').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('transporter/calls/create')
    const props = response.inertiaProps as any
    assert.isNull(props.refusal)
    assert.isNull(props.subject)
    assert.equal(props.phone, '+39 045 111 2222')
    assert.deepEqual(props.rules, { noticeHours: 2, horizonWorkingDays: 10, maxUpcoming: 3 })
    assert.isAbove(props.days.length, 8)
    for (const day of props.days) {
      const weekday = DateTime.fromISO(day.date).weekday
      assert.isBelow(weekday, 6, day.date)
      for (const slot of day.slots) assert.match(slot.time, /^(09|1[0-7]):(00|30)$/)
    }
  })

  test('preselects a marketplace transport the team may see; another one is refused', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user } = await createCarrier({ regions: ['lombardia'] })
    const page = await client
      .get(`/transporter/calls/new?transport=${transport.id}`)
      .loginAs(user)
      .withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(props.subject, {
      id: transport.id,
      reference: transport.reference,
      route: 'Milano (MI) → Napoli (NA)',
      pickupOn: transport.pickupOn?.toISODate() ?? null,
    })
    assert.notInclude(JSON.stringify(props), transport.pickupStreet)

    const elsewhere = await createCarrier({ regions: ['lazio'] })
    const refused = await client
      .get(`/transporter/calls/new?transport=${transport.id}`)
      .loginAs(elsewhere.user)
      .withInertia()
    assert.isNull((refused.inertiaProps as any).subject)
    assert.equal((refused.inertiaProps as any).subjectRefusal, 'region_not_served')
  })

  test('an unverified carrier sees why it may not book, and no slot', async ({
    client,
    assert,
  }) => {
    const { user } = await createCarrier({ verified: false })
    const page = await client.get('/transporter/calls/new').loginAs(user).withInertia()
    assert.equal((page.inertiaProps as any).refusal, 'not_verified')
    assert.deepEqual((page.inertiaProps as any).days, [])
  })
})

test.group('Calls / booking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('books a free slot: one call, the booker and staff e-mailed with the .ics', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createCarrier()
    const staff = await createStaff()
    const slot = await aFreeSlot(1, 2)
    /* As the page sends a general call: no transport. */
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(slot, { transportId: null })
    )
    response.assertStatus(302)
    response.assertHeader('location', '/transporter/calls')
    assert.match((response.flashMessages() as any).success, new RegExp(slot.time))

    const [call] = await Call.all()
    assert.equal(call.teamId, team.id)
    assert.equal(call.bookedById, user.id)
    assert.isNull(call.transportId)
    assert.equal(call.startsAt.toMillis(), slot.startsAt.toMillis())
    assert.equal(call.endsAt.toMillis(), slot.startsAt.plus({ minutes: 30 }).toMillis())
    assert.equal(call.phone, '+39 045 987 6543')
    assert.equal(call.note, 'Domande sul ritiro')
    assert.equal(call.icsSequence, 0)

    const queued = mails.queued((queuedMail) => queuedMail instanceof CallBookedMail)
    assert.sameMembers(queued.flatMap(recipientsOf), [user.email, staff.user.email])
    const rome = slot.startsAt.setZone('Europe/Rome')
    for (const sent of queued) {
      const ics = icsOf(sent)
      assert.equal(ics.method, 'REQUEST')
      assert.equal(ics.filename, 'chiamata.ics')
      assert.include(ics.lines, 'METHOD:REQUEST')
      assert.include(ics.lines, `UID:${call.icsUid}`)
      assert.include(ics.lines, 'SEQUENCE:0')
      assert.include(ics.lines, `DTSTART;TZID=Europe/Rome:${rome.toFormat("yyyyMMdd'T'HHmmss")}`)
      assert.include(
        ics.lines,
        `DTEND;TZID=Europe/Rome:${rome.plus({ minutes: 30 }).toFormat("yyyyMMdd'T'HHmmss")}`
      )
      assert.include(ics.lines, 'TZID:Europe/Rome')
    }
    const toBooker = mailTo(queued, user.email).message
    toBooker.assertSubject(
      `Chiamata prenotata: ${rome.day} ${rome.setLocale('it').toFormat('LLLL yyyy')} alle ${slot.time}`
    )
    toBooker.assertTextIncludes('+39 045 987 6543')
    toBooker.assertTextIncludes('Domande sul ritiro')
    toBooker.assertTextIncludes('/transporter/calls')
    toBooker.assertHtmlIncludes('La tua chiamata con lo staff è prenotata')
    const toStaff = mailTo(queued, staff.user.email).message
    toStaff.assertSubject(toBooker.toJSON().message.subject!)
    toStaff.assertTextIncludes(team.name)
    toStaff.assertTextIncludes(user.email)
    toStaff.assertTextIncludes('/admin/calendar?view=week')
    toStaff.assertHtmlIncludes('Nuova chiamata prenotata')
  })

  test('a call about a marketplace transport links it; staff get the admin page', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport } = await createDealerTransport()
    const { user } = await createCarrier()
    const staff = await createStaff()
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(await aFreeSlot(), { transportId: transport.id })
    )
    response.assertHeader('location', '/transporter/calls')
    const [call] = await Call.all()
    assert.equal(call.transportId, transport.id)
    const queued = mails.queued((queuedMail) => queuedMail instanceof CallBookedMail)
    const forStaff = mailTo(queued, staff.user.email)
    forStaff.message.assertTextIncludes(transport.reference)
    forStaff.message.assertTextIncludes(`/admin/transports/${transport.id}`)
    mailTo(queued, user.email).message.assertTextIncludes(
      `/transporter/marketplace/${transport.id}`
    )
    assert.isTrue(
      icsOf(forStaff).lines.some(
        (line) => line.startsWith('DESCRIPTION:') && line.includes(transport.reference)
      )
    )
  })

  test('a transport the team may not see is refused next to it, nothing written', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport } = await createDealerTransport()
    const { user } = await createCarrier({ regions: ['lazio'] })
    const slot = await aFreeSlot()
    for (const [transportId, message] of [
      [transport.id, 'Questo trasporto parte da una zona che non servi.'],
      [2_000_000_000, 'Questo trasporto non esiste.'],
    ] as const) {
      const response = await submitAs(client, user, 'post', '/transporter/calls').json(
        bookingBody(slot, { transportId })
      )
      response.assertStatus(302)
      assert.deepEqual(flashedFieldErrors(response).transportId, [message])
    }
    await assertNothingBooked(assert, mails)
  })

  test('a taken slot is refused next to the time, nothing written', async ({ client, assert }) => {
    const other = await createCarrier()
    const slot = await aFreeSlot()
    await createCall(other.team.id, slot.startsAt)
    const { mails } = mail.fake()
    const { user } = await createCarrier()
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response).time, [
      'Questo slot è appena stato prenotato da un altro team: scegline un altro.',
    ])
    assert.lengthOf(await Call.all(), 1)
    mails.assertNoneQueued()
  })

  test('a slot freed by a cancellation may be booked again', async ({ client, assert }) => {
    const other = await createCarrier()
    const slot = await aFreeSlot()
    await createCall(other.team.id, slot.startsAt, {
      cancelledAt: DateTime.now(),
      cancelledByKind: 'transporter',
    })
    const { user } = await createCarrier()
    mail.fake()
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    response.assertHeader('location', '/transporter/calls')
    assert.lengthOf(await Call.query().whereNull('cancelled_at'), 1)
  })

  test('weekends, holidays, closing days, the past, the horizon and off-hours are refused', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await createCarrier()
    const slot = await aFreeSlot(2)
    await ClosingDay.create({
      teamId: null,
      startsOn: DateTime.fromISO(slot.date),
      endsOn: DateTime.fromISO(slot.date),
      reason: 'Inventario',
    })
    const yesterday = DateTime.now().setZone('Europe/Rome').minus({ days: 1 }).toISODate()!
    const farAway = DateTime.now().setZone('Europe/Rome').plus({ days: 60 })
    const farWorkday = farAway.weekday >= 6 ? farAway.plus({ days: 2 }) : farAway
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { day: nextSaturday(), time: '10:00' },
        'day',
        'Lo staff non chiama il sabato e la domenica: scegli un giorno lavorativo.',
      ],
      [
        { day: nextWeekdayHoliday(), time: '10:00' },
        'day',
        'È un giorno festivo: scegli un giorno lavorativo.',
      ],
      [
        { day: slot.date, time: slot.time },
        'day',
        'La piattaforma è chiusa in questo giorno: scegline un altro.',
      ],
      [{ day: yesterday, time: '10:00' }, 'day', 'Questo giorno è già passato: scegline un altro.'],
      [
        { day: farWorkday.toISODate(), time: '10:00' },
        'day',
        'Questo giorno è troppo avanti: scegline uno tra quelli proposti.',
      ],
      [{ day: '2026-02-30', time: '10:00' }, 'day', 'Scegli un giorno valido.'],
    ]
    const free = await aFreeSlot(1)
    for (const time of ['08:30', '13:00', '18:00', '10:15']) {
      cases.push([
        { day: free.date, time },
        'time',
        'Questo orario è fuori dall’orario dello staff: scegli uno slot proposto.',
      ])
    }
    for (const [slotFields, field, message] of cases) {
      const response = await submitAs(client, user, 'post', '/transporter/calls').json(
        bookingBody({ date: '', time: '' }, slotFields)
      )
      response.assertStatus(302)
      assert.deepEqual(flashedFieldErrors(response)[field], [message], JSON.stringify(slotFields))
    }
    await assertNothingBooked(assert, mails)
  })

  test('a slot within the minimum notice is refused next to the time', async ({
    client,
    assert,
  }) => {
    const slot = await aFreeSlot(1)
    /* A week of notice: tomorrow's slots are too soon. */
    await CallSetting.create({
      officeHours: DEFAULT_CALL_SETTINGS.officeHours,
      minNoticeMinutes: 7 * 24 * 60,
      horizonWorkingDays: 10,
    })
    const { mails } = mail.fake()
    const { user } = await createCarrier()
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    assert.deepEqual(flashedFieldErrors(response).time, [
      'Questo orario è troppo vicino: scegli uno slot con più preavviso.',
    ])
    await assertNothingBooked(assert, mails)
  })

  test('an unverified carrier, or one with three upcoming calls, is refused', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const unverified = await createCarrier({ verified: false })
    const slot = await aFreeSlot()
    const refused = await submitAs(client, unverified.user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    refused.assertStatus(302)
    assert.equal(
      (refused.flashMessages() as any).error,
      'La tua azienda non è ancora verificata dal nostro staff: potrai prenotare una chiamata dopo la verifica.'
    )
    await assertNothingBooked(assert, mails)

    const busy = await createCarrier()
    const later = await aFreeSlot(3)
    for (const [index, start] of [
      later.startsAt,
      later.startsAt.plus({ hours: 1 }),
      later.startsAt.plus({ hours: 2 }),
    ].entries())
      await createCall(busy.team.id, start, { phone: `+39 02 000000${index}` })
    const full = await submitAs(client, busy.user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    assert.equal(
      (full.flashMessages() as any).error,
      'Il tuo team ha già 3 chiamate in programma: annullane una o attendi che si concluda.'
    )
    assert.lengthOf(await Call.query().where('team_id', busy.team.id), 3)
    mails.assertNoneQueued()
    /* A suspended carrier may still book a general call (to sort out its insurance). */
    const suspended = await createCarrier({ suspended: true })
    const allowed = await submitAs(client, suspended.user, 'post', '/transporter/calls').json(
      bookingBody(slot)
    )
    allowed.assertHeader('location', '/transporter/calls')
  })

  test('a member and an admin of the team book too; the call is the team’s', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { team } = await createCarrier()
    const member = await addMember(team, 'member')
    const admin = await addMember(team, 'admin')
    for (const [index, user] of [member, admin].entries()) {
      const response = await submitAs(client, user, 'post', '/transporter/calls').json(
        bookingBody(await aFreeSlot(1, index))
      )
      response.assertHeader('location', '/transporter/calls')
    }
    const calls = await Call.query().where('team_id', team.id).orderBy('id')
    assert.deepEqual(
      calls.map((call) => call.bookedById),
      [member.id, admin.id]
    )
  })

  test('hostile values are field errors, never a 500, nothing written', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await createCarrier()
    const slot = await aFreeSlot()
    const bodies: Record<string, unknown>[] = [
      {},
      bookingBody(slot, { phone: 'x'.repeat(200 * 1024) }),
      bookingBody(slot, { phone: '' }),
      bookingBody(slot, { note: 'n'.repeat(1001) }),
      bookingBody(slot, { day: ['2026-01-01'] }),
      bookingBody(slot, { time: { h: 9 } }),
      bookingBody(slot, { transportId: 'abc' }),
      bookingBody(slot, { transportId: 99_999_999_999 }),
      bookingBody(slot, { day: `${slot.date}\u0000` }),
    ]
    for (const body of bodies) {
      const response = await submitAs(client, user, 'post', '/transporter/calls').json(body)
      assert.isBelow(response.status(), 500, JSON.stringify(body).slice(0, 80))
      assert.isAbove(
        Object.keys(flashedFieldErrors(response)).length,
        0,
        JSON.stringify(body).slice(0, 80)
      )
    }
    await assertNothingBooked(assert, mails)
  })
})
