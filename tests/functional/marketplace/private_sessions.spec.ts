import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import TransportEvent from '#transports/models/transport_event'
import Bid from '#marketplace/models/bid'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import SessionInvitationMail from '#marketplace/mails/session_invitation_mail'
import { createPrivateSession } from '#marketplace/actions/manage_private_sessions'
import { answerInvitation } from '#marketplace/actions/session_invitations'
import { placeBid } from '#marketplace/actions/place_bid'
import { buyNow } from '#marketplace/actions/buy_now'
import { awardEndedSessions } from '#marketplace/actions/award_private_sessions'
import { addCalendarDays, nextWorkingDay } from '#shared/working_days'
import { todayInRome } from '#shared/time_zone'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  allKeys,
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

/** A published transport whose pickup window opens in 10 days, payout 400 €. */
async function offer() {
  const created = await createDealerTransport()
  const from = addCalendarDays(todayInRome(), 10)
  created.transport.pickupDateFrom = DateTime.fromISO(from)
  created.transport.pickupDateTo = DateTime.fromISO(addCalendarDays(from, 14))
  created.transport.payoutCents = 40_000
  await created.transport.save()
  return { ...created, pickupOn: nextWorkingDay(from) }
}

/** A session running from a minute ago for an hour, with the teams invited and accepted. */
async function runningSession(
  transportIds: number[],
  carriers: { team: { id: number } }[],
  staffUserId: number,
  minutes = 60
) {
  const created = await createPrivateSession({
    name: 'Sessione Nord',
    startsAt: DateTime.now().plus({ minutes: 1 }),
    endsAt: DateTime.now().plus({ minutes: minutes + 1 }),
    transportIds,
    teamIds: carriers.map((carrier) => carrier.team.id),
    userId: staffUserId,
  })
  if (!created.ok) throw new Error(JSON.stringify(created.problems))
  const session = created.session
  session.startsAt = DateTime.now().minus({ minutes: 1 })
  await session.save()
  for (const invitation of await PrivateSessionInvitation.query().where(
    'private_session_id',
    session.id
  ))
    await answerInvitation({
      invitationId: invitation.id,
      teamId: invitation.teamId,
      answer: 'accepted',
    })
  return session
}

function sessionBid(
  session: PrivateSession,
  carrier: { team: { id: number }; user: { id: number } },
  transportId: number,
  amountCents: number,
  pickupOn: string,
  now?: DateTime
) {
  return placeBid({
    transportId,
    sessionId: session.id,
    teamId: carrier.team.id,
    userId: carrier.user.id,
    amountCents,
    pickupOn,
    note: null,
    now,
  })
}

test.group('Private sessions / staff create one', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the session, its transports and invitations in one go; the invited are e-mailed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const first = await offer()
    const second = await offer()
    const invited = await createCarrier()
    await addMember(invited.team, 'driver')
    const staff = await createStaff()
    const starts = DateTime.now().setZone('Europe/Rome').plus({ hours: 2 }).startOf('minute')
    const response = await submitAs(client, staff.user, 'post', '/admin/sessions').json({
      name: 'Sessione Nord',
      startsAt: starts.toFormat("yyyy-MM-dd'T'HH:mm"),
      endsAt: starts.plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"),
      transportIds: [first.transport.id, second.transport.id],
      teamIds: [invited.team.id],
    })
    response.assertStatus(302)
    const session = await PrivateSession.query()
      .preload('transports')
      .preload('invitations')
      .firstOrFail()
    response.assertHeader('location', `/admin/sessions/${session.id}`)
    assert.equal(+session.startsAt, +starts)
    assert.equal(+session.scheduledEndAt, +starts.plus({ hours: 1 }))
    assert.sameMembers(
      session.transports.map((transport) => transport.id),
      [first.transport.id, second.transport.id]
    )
    assert.deepEqual(
      session.invitations.map((invitation) => [invitation.teamId, invitation.state]),
      [[invited.team.id, 'pending']]
    )
    /* the owner is told, the driver is not */
    mails.assertQueuedCount(SessionInvitationMail, 1)
    mails.assertQueued(
      SessionInvitationMail,
      (message) => message.recipient.email === invited.user.email
    )

    /* its transports leave the open marketplace: list, page, buy-now */
    const outsider = await createCarrier()
    const list = await client.get('/transporter/marketplace').loginAs(outsider.user).withInertia()
    assert.lengthOf((list.inertiaProps as any).transports.data, 0)
    const page = await client
      .get(`/transporter/marketplace/${first.transport.id}`)
      .loginAs(outsider.user)
      .redirects(0)
    assert.include(String(page.flashMessages()?.error), 'sessione privata')
    const bought = await buyNow({
      transportId: first.transport.id,
      teamId: outsider.team.id,
      userId: outsider.user.id,
    })
    assert.deepEqual(bought, { ok: false, error: 'in_private_session' })
    const ordinary = await placeBid({
      transportId: first.transport.id,
      teamId: outsider.team.id,
      userId: outsider.user.id,
      amountCents: 40_000,
      pickupOn: first.pickupOn,
      note: null,
    })
    assert.deepEqual(ordinary, { ok: false, error: 'in_private_session' })
  })

  test('bad times and unavailable transports come back next to their fields; nothing is written', async ({
    client,
    assert,
  }) => {
    const taken = await offer()
    const staff = await createStaff()
    const carrier = await createCarrier()
    await runningSession([taken.transport.id], [carrier], staff.user.id)
    const free = await offer()
    const past = DateTime.now().setZone('Europe/Rome').minus({ hours: 1 })
    const response = await submitAs(client, staff.user, 'post', '/admin/sessions').json({
      name: 'Sessione Sud',
      startsAt: past.toFormat("yyyy-MM-dd'T'HH:mm"),
      endsAt: past.plus({ minutes: 5 }).toFormat("yyyy-MM-dd'T'HH:mm"),
      transportIds: [free.transport.id],
      teamIds: [carrier.team.id],
    })
    const errors = (response.flashMessages() as any).inputErrorsBag
    assert.deepEqual(errors.startsAt, ['L’inizio non può essere nel passato.'])
    assert.deepEqual(errors.endsAt, ['La sessione deve durare almeno 10 minuti.'])

    const future = DateTime.now().setZone('Europe/Rome').plus({ hours: 1 })
    const busy = await submitAs(client, staff.user, 'post', '/admin/sessions').json({
      name: 'Sessione Sud',
      startsAt: future.toFormat("yyyy-MM-dd'T'HH:mm"),
      endsAt: future.plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"),
      transportIds: [free.transport.id, taken.transport.id],
      teamIds: [carrier.team.id],
    })
    assert.match(
      (busy.flashMessages() as any).inputErrorsBag.transportIds[0],
      /non sono più disponibili/
    )
    for (const body of [
      { name: 'x', startsAt: '2026-13-45T99:99', endsAt: '\u0000', transportIds: ['a'] },
      {},
    ]) {
      const bad = await submitAs(client, staff.user, 'post', '/admin/sessions').json(body)
      bad.assertStatus(302)
      assert.isObject((bad.flashMessages() as any).inputErrorsBag)
    }
    assert.equal(
      await PrivateSession.query()
        .count('* as total')
        .first()
        .then((row: any) => Number(row.$extras.total)),
      1
    )
  })

  test('who runs sessions: staff operators only', async ({ client, assert }) => {
    const staffDriver = await createUserWithTeam('staff', { role: 'driver' })
    ;(await client.get('/admin/sessions').loginAs(staffDriver.user)).assertStatus(403)
    const carrier = await createCarrier()
    ;(await client.get('/admin/sessions').loginAs(carrier.user)).assertStatus(404)
    const { user: dealer } = await createUserWithTeam('dealer')
    ;(await client.get('/admin/sessions/create').loginAs(dealer)).assertStatus(404)
    ;(await client.get('/admin/sessions').redirects(0)).assertStatus(302)
    const staff = await createStaff()
    ;(await client.get('/admin/sessions/2147483647').loginAs(staff.user)).assertStatus(404)
    ;(await client.get('/admin/sessions/99999999999').loginAs(staff.user)).assertStatus(404)
    assert.equal(
      (await client.get('/admin/sessions').loginAs(staff.user).withInertia()).status(),
      200
    )
  })

  test('the staff list’s queries do not grow with its rows', async ({ client, assert }) => {
    const staff = await createStaff()
    const carrier = await createCarrier()
    const count = async () =>
      (await countQueries(() => client.get('/admin/sessions').loginAs(staff.user).withInertia()))
        .queries
    await runningSession([(await offer()).transport.id], [carrier], staff.user.id)
    const few = await count()
    for (let index = 0; index < 4; index++)
      await runningSession([(await offer()).transport.id], [carrier], staff.user.id)
    assert.equal(await count(), few)
  })
})

test.group('Private sessions / the invited', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('accept, then see the session: towns, best price, never who offered it', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn } = await offer()
    const staff = await createStaff()
    const [mine, rival] = [await createCarrier(), await createCarrier()]
    const created = await createPrivateSession({
      name: 'Sessione Nord',
      startsAt: DateTime.now().plus({ minutes: 5 }),
      endsAt: DateTime.now().plus({ hours: 1 }),
      transportIds: [transport.id],
      teamIds: [mine.team.id, rival.team.id],
      userId: staff.user.id,
    })
    assert.isTrue(created.ok)
    const session = (created as any).session as PrivateSession
    const invites = await client.get('/transporter/invites').loginAs(mine.user).withInertia()
    const [invitation] = (invites.inertiaProps as any).invitations.data
    assert.equal(invitation.sessionName, 'Sessione Nord')
    assert.equal(invitation.state, 'pending')
    assert.equal(invitation.transports, 1)
    /* not accepted yet: no session page */
    ;(await client.get(`/transporter/sessions/${session.id}`).loginAs(mine.user)).assertStatus(404)

    const accepted = await submitAs(
      client,
      mine.user,
      'post',
      `/transporter/invites/${invitation.id}/accept`
    ).form({})
    accepted.assertHeader('location', `/transporter/sessions/${session.id}`)
    /* before the start: no bid */
    const early = await sessionBid(session, mine, transport.id, 39_000, pickupOn)
    assert.deepEqual(early, {
      ok: false,
      error: 'invalid',
      problems: [{ field: 'form', code: 'session_not_started' }],
    })

    session.startsAt = DateTime.now().minus({ minutes: 1 })
    await session.save()
    await answerInvitation({
      invitationId: (await PrivateSessionInvitation.findByOrFail('team_id', rival.team.id)).id,
      teamId: rival.team.id,
      answer: 'accepted',
    })
    assert.isTrue((await sessionBid(session, rival, transport.id, 38_000, pickupOn)).ok)
    const page = await client
      .get(`/transporter/sessions/${session.id}`)
      .loginAs(mine.user)
      .withInertia()
    page.assertInertiaComponent('transporter/sessions/show')
    const props = page.inertiaProps as any
    assert.isTrue(props.can.bid)
    assert.equal(props.page.session.phase, 'running')
    const [shown] = props.page.transports
    assert.equal(shown.bestCents, 38_000)
    assert.isFalse(shown.bestIsMine)
    assert.isNull(shown.myBidCents)
    assert.equal(shown.pickupCity, 'Milano')
    assert.notInclude(JSON.stringify(props), rival.team.name)
    assert.notInclude(JSON.stringify(props), transport.pickupStreet)
    assert.sameMembers(
      allKeys(props).filter((key) =>
        ['teamId', 'teamName', 'street', 'referentPhone', 'dealerName'].includes(key)
      ),
      []
    )
    /* an outsider, or a declined team, sees nothing */
    const outsider = await createCarrier()
    ;(await client.get(`/transporter/sessions/${session.id}`).loginAs(outsider.user)).assertStatus(
      404
    )
    const refused = await sessionBid(session, outsider, transport.id, 30_000, pickupOn)
    assert.deepEqual(refused, { ok: false, error: 'not_invited' })
  })

  test('bids are binding: lower only, no withdraw, no decline with bids; revoked teams lose theirs', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn } = await offer()
    const staff = await createStaff()
    const carrier = await createCarrier()
    const session = await runningSession([transport.id], [carrier], staff.user.id)
    const url = `/transporter/sessions/${session.id}/transports/${transport.id}/bids`
    ;(
      await submitAs(client, carrier.user, 'post', url).form({ amount: '400', pickupOn })
    ).assertStatus(302)
    const higher = await submitAs(client, carrier.user, 'post', url).form({
      amount: '401',
      pickupOn,
    })
    assert.deepEqual((higher.flashMessages() as any).inputErrorsBag.amount, [
      'La nuova offerta deve essere più bassa della tua offerta attuale.',
    ])
    await submitAs(client, carrier.user, 'post', url).form({ amount: '395', pickupOn })
    let bids = await Bid.query().where('transport_id', transport.id).orderBy('id', 'asc')
    assert.deepEqual(
      bids.map((bid) => [bid.amountCents, bid.state, bid.privateSessionId]),
      [
        [40_000, 'withdrawn', session.id],
        [39_500, 'open', session.id],
      ]
    )
    const withdraw = await submitAs(
      client,
      carrier.user,
      'delete',
      `/transporter/bids/${bids[1].id}`
    )
    assert.equal(
      withdraw.flashMessages()?.error,
      'Le offerte in una sessione privata sono vincolanti: puoi solo abbassarle.'
    )
    const invitation = await PrivateSessionInvitation.findByOrFail('team_id', carrier.team.id)
    const decline = await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/invites/${invitation.id}/decline`
    ).form({})
    assert.include(String(decline.flashMessages()?.error), 'vincolanti')

    const revoked = await submitAs(
      client,
      staff.user,
      'delete',
      `/admin/sessions/${session.id}/invitations/${invitation.id}`
    ).form({})
    assert.equal(revoked.flashMessages()?.success, 'Invito revocato.')
    bids = await Bid.query().where('transport_id', transport.id).orderBy('id', 'asc')
    assert.deepEqual(
      bids.map((bid) => bid.state),
      ['withdrawn', 'withdrawn']
    )
    ;(await client.get(`/transporter/sessions/${session.id}`).loginAs(carrier.user)).assertStatus(
      404
    )
  })

  test('soft close: an improving bid in the last 2 minutes pushes the end 2 minutes', async ({
    assert,
  }) => {
    const { transport, pickupOn } = await offer()
    const staff = await createStaff()
    const [a, b] = [await createCarrier(), await createCarrier()]
    const session = await runningSession([transport.id], [a, b], staff.user.id)
    await session.refresh()
    const end = session.endsAt
    /* 10 minutes before the end: no extension */
    assert.isTrue(
      (await sessionBid(session, a, transport.id, 40_000, pickupOn, end.minus({ minutes: 10 }))).ok
    )
    await session.refresh()
    assert.equal(+session.endsAt, +end)
    /* 1 minute before, not improving the best (40.000): no extension */
    assert.isTrue(
      (await sessionBid(session, b, transport.id, 41_000, pickupOn, end.minus({ minutes: 1 }))).ok
    )
    await session.refresh()
    assert.equal(+session.endsAt, +end)
    /* 1 minute before, improving: +2 minutes */
    assert.isTrue(
      (await sessionBid(session, b, transport.id, 39_000, pickupOn, end.minus({ minutes: 1 }))).ok
    )
    await session.refresh()
    assert.equal(+session.endsAt, +end.plus({ minutes: 2 }))
    assert.equal(+session.scheduledEndAt, +end)
    /* the old end has passed but the session runs: a bid in the extension counts */
    assert.isTrue(
      (await sessionBid(session, a, transport.id, 38_500, pickupOn, end.plus({ minutes: 1 }))).ok
    )
    await session.refresh()
    assert.equal(+session.endsAt, +end.plus({ minutes: 4 }))
    /* after the (new) end: closed */
    const late = await sessionBid(
      session,
      b,
      transport.id,
      30_000,
      pickupOn,
      end.plus({ minutes: 4 })
    )
    assert.deepEqual(late, {
      ok: false,
      error: 'invalid',
      problems: [{ field: 'form', code: 'bidding_closed' }],
    })
  })
})

test.group('Private sessions / the end', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each transport goes to its best session bid; one without bids goes back; twice is once', async ({
    client,
    assert,
  }) => {
    const first = await offer()
    const second = await offer()
    const staff = await createStaff()
    /* b does not serve the pickup region: invited, it may still win the session */
    const [a, b] = [await createCarrier(), await createCarrier({ regions: ['lazio'] })]
    const session = await runningSession(
      [first.transport.id, second.transport.id],
      [a, b],
      staff.user.id
    )
    await sessionBid(session, a, first.transport.id, 39_000, first.pickupOn)
    await sessionBid(session, b, first.transport.id, 38_000, first.pickupOn)
    const after = session.endsAt.plus({ seconds: 1 })

    assert.deepEqual(await awardEndedSessions(session.endsAt.minus({ seconds: 1 })), {
      sessions: 0,
      awarded: 0,
    })
    assert.deepEqual(await awardEndedSessions(after), { sessions: 1, awarded: 1 })
    await first.transport.refresh()
    assert.equal(first.transport.state, 'assigned')
    assert.equal(first.transport.transporterTeamId, b.team.id)
    assert.equal(first.transport.payoutCents, 38_000)
    const [event] = await TransportEvent.query()
      .where('transport_id', first.transport.id)
      .where('type', 'assigned')
    assert.equal(event.payload!.via, 'session')
    assert.equal(event.actorKind, 'system')
    await second.transport.refresh()
    assert.equal(second.transport.state, 'published')
    await session.refresh()
    assert.isNotNull(session.closedAt)

    /* a second run changes nothing */
    assert.deepEqual(await awardEndedSessions(after.plus({ minutes: 1 })), {
      sessions: 0,
      awarded: 0,
    })
    assert.lengthOf(
      await TransportEvent.query()
        .where('transport_id', first.transport.id)
        .where('type', 'assigned'),
      1
    )
    /* the one without bids is on the marketplace again */
    const list = await client.get('/transporter/marketplace').loginAs(a.user).withInertia()
    assert.deepEqual(
      (list.inertiaProps as any).transports.data.map((row: any) => row.id),
      [second.transport.id]
    )
  })

  test('staff close a session early: the award runs at once', async ({ client, assert }) => {
    const { transport, pickupOn } = await offer()
    const staff = await createStaff()
    const carrier = await createCarrier()
    const session = await runningSession([transport.id], [carrier], staff.user.id)
    await sessionBid(session, carrier, transport.id, 39_500, pickupOn)
    const closed = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/sessions/${session.id}/close`
    ).form({})
    assert.equal(
      closed.flashMessages()?.success,
      'Sessione chiusa: i trasporti sono stati assegnati alle migliori offerte.'
    )
    await transport.refresh()
    assert.equal(transport.transporterTeamId, carrier.team.id)
    await session.refresh()
    assert.isNotNull(session.closedAt)
    const again = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/sessions/${session.id}/close`
    ).form({})
    assert.equal(again.flashMessages()?.error, 'La sessione è già terminata.')

    const page = await client.get(`/admin/sessions/${session.id}`).loginAs(staff.user).withInertia()
    const props = (page.inertiaProps as any).page
    assert.equal(props.session.phase, 'closed')
    assert.equal(props.transports[0].transporterName, carrier.team.name)
    assert.isNull((page.inertiaProps as any).choices)
  })
})
