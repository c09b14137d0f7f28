import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Call from '#calls/models/call'
import { CallBookedMail, CallCancelledMail } from '#calls/mails/call_mails'
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
  createSessionFor,
  icsOf,
  mailTo,
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

const NOT_INVITED = 'Questa sessione non esiste o il tuo team non è invitato.'

test.group('Calls / about a private session: the booking page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('?session= preselects a session the team is invited to; others are refused', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    const session = await createSessionFor([team.id], { state: 'pending', phase: 'scheduled' })
    await session.refresh()
    const page = await client
      .get(`/transporter/calls/new?session=${session.id}`)
      .loginAs(user)
      .withInertia()
    page.assertInertiaComponent('transporter/calls/create')
    const props = page.inertiaProps as any
    assert.deepEqual(props.session, {
      id: session.id,
      name: 'Sessione Nord-Est',
      startsAt: session.startsAt.toUTC().toISO(),
      endsAt: session.endsAt.toUTC().toISO(),
      phase: 'scheduled',
    })
    assert.isNull(props.sessionRefusal)
    assert.isNull(props.subject)

    const other = await createCarrier()
    for (const query of [`session=${session.id}`, 'session=99999999999', 'session=abc']) {
      const refused = await client
        .get(`/transporter/calls/new?${query}`)
        .loginAs(other.user)
        .withInertia()
      refused.assertStatus(200)
      assert.isNull((refused.inertiaProps as any).session, query)
    }
    const uninvited = await client
      .get(`/transporter/calls/new?session=${session.id}`)
      .loginAs(other.user)
      .withInertia()
    assert.equal((uninvited.inertiaProps as any).sessionRefusal, 'not_found')
  })

  test('the carrier’s session page links to the booking page for the office, not for a driver', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    const session = await createSessionFor([team.id])
    const page = await client.get(`/transporter/sessions/${session.id}`).loginAs(user).withInertia()
    page.assertInertiaComponent('transporter/sessions/show')
    assert.isTrue((page.inertiaProps as any).can.bookCall)

    const over = await createSessionFor([team.id], { phase: 'closed' })
    const closed = await client.get(`/transporter/sessions/${over.id}`).loginAs(user).withInertia()
    assert.isFalse((closed.inertiaProps as any).can.bookCall)

    /* A driver does not reach the session page at all (the marketplace's policy). */
    const driver = await addMember(team, 'driver')
    const denied = await client.get(`/transporter/sessions/${session.id}`).loginAs(driver)
    assert.include([403, 404], denied.status())
  })
})

test.group('Calls / about a private session: booking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('an accepted invitation: the call is about the session, in the e-mails and the .ics', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createCarrier()
    const staff = await createStaff()
    const session = await createSessionFor([team.id], { state: 'accepted' })
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(await aFreeSlot(), { privateSessionId: session.id, transportId: null })
    )
    response.assertStatus(302)
    response.assertHeader('location', '/transporter/calls')
    const [call] = await Call.all()
    assert.equal(call.privateSessionId, session.id)
    assert.isNull(call.transportId)

    const queued = mails.queued((queuedMail) => queuedMail instanceof CallBookedMail)
    const forStaff = mailTo(queued, staff.user.email)
    forStaff.message.assertTextIncludes('Sessione Nord-Est')
    forStaff.message.assertTextIncludes(`/admin/sessions/${session.id}`)
    forStaff.message.assertHtmlIncludes(`/admin/sessions/${session.id}`)
    const forCarrier = mailTo(queued, user.email)
    forCarrier.message.assertTextIncludes(`/transporter/sessions/${session.id}`)
    const staffIcs = icsOf(forStaff).lines
    assert.include(staffIcs, `SUMMARY:Chiamata con ${team.name} su Sessione Nord-Est`)
    assert.isTrue(
      staffIcs.some(
        (line) =>
          line.startsWith('DESCRIPTION:') && line.includes('Sessione privata: Sessione Nord-Est')
      )
    )
    assert.include(
      icsOf(forCarrier).lines,
      'SUMMARY:Chiamata su Sessione Nord-Est con lo staff di Trasporti'
    )
  })

  test('a pending invitation to a scheduled session is enough; its link is the invitations', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createCarrier()
    const session = await createSessionFor([team.id], { state: 'pending', phase: 'scheduled' })
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(await aFreeSlot(), { privateSessionId: session.id })
    )
    response.assertHeader('location', '/transporter/calls')
    assert.equal((await Call.firstOrFail()).privateSessionId, session.id)
    const forCarrier = mailTo(
      mails.queued((queuedMail) => queuedMail instanceof CallBookedMail),
      user.email
    )
    forCarrier.message.assertTextIncludes('/transporter/invites')
    forCarrier.message.assertTextIncludes('Sessione Nord-Est')
  })

  test('declined, revoked, no invitation, another team’s, an ended or closed session: refused next to the field', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createCarrier()
    const other = await createCarrier()
    const cases: [number, string][] = [
      [
        (await createSessionFor([team.id], { state: 'declined' })).id,
        'Il tuo team ha rifiutato l’invito a questa sessione: puoi prenotare una chiamata generale.',
      ],
      [(await createSessionFor([team.id], { state: 'revoked' })).id, NOT_INVITED],
      [(await createSessionFor([])).id, NOT_INVITED],
      [(await createSessionFor([other.team.id])).id, NOT_INVITED],
      [
        (await createSessionFor([team.id], { phase: 'ended' })).id,
        'Questa sessione è conclusa: puoi prenotare una chiamata generale.',
      ],
      [
        (await createSessionFor([team.id], { phase: 'closed' })).id,
        'Questa sessione è conclusa: puoi prenotare una chiamata generale.',
      ],
      [2_000_000_000, NOT_INVITED],
    ]
    const slot = await aFreeSlot()
    for (const [privateSessionId, message] of cases) {
      const response = await submitAs(client, user, 'post', '/transporter/calls').json(
        bookingBody(slot, { privateSessionId })
      )
      response.assertStatus(302)
      assert.deepEqual(
        flashedFieldErrors(response).privateSessionId,
        [message],
        String(privateSessionId)
      )
    }
    await assertNothingBooked(assert, mails)
  })

  test('a transport and a session at once: refused next to the session, nothing written', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport } = await createDealerTransport()
    const { user, team } = await createCarrier()
    const session = await createSessionFor([team.id])
    const response = await submitAs(client, user, 'post', '/transporter/calls').json(
      bookingBody(await aFreeSlot(), { transportId: transport.id, privateSessionId: session.id })
    )
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response).privateSessionId, [
      'Una chiamata riguarda un trasporto o una sessione, non entrambi: togline uno.',
    ])
    await assertNothingBooked(assert, mails)
  })

  test('hostile session ids are field errors, never a 500, nothing written', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await createCarrier()
    const slot = await aFreeSlot()
    for (const privateSessionId of [
      'abc',
      99_999_999_999,
      -1,
      0,
      1.5,
      '1\u0000',
      ['1'],
      { id: 1 },
      '9'.repeat(400),
    ]) {
      const response = await submitAs(client, user, 'post', '/transporter/calls').json(
        bookingBody(slot, { privateSessionId })
      )
      const label = JSON.stringify(privateSessionId).slice(0, 40)
      assert.isBelow(response.status(), 500, label)
      assert.isAbove(Object.keys(flashedFieldErrors(response)).length, 0, label)
    }
    await assertNothingBooked(assert, mails)
  })
})
