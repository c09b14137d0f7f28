import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import TransportEvent from '#transports/models/transport_event'
import Bid from '#marketplace/models/bid'
import BidDecidedMail from '#marketplace/mails/bid_decided_mail'
import { placeBid } from '#marketplace/actions/place_bid'
import { buyNow } from '#marketplace/actions/buy_now'
import { autoAcceptBids } from '#marketplace/actions/auto_accept_bids'
import { biddingDeadline } from '#marketplace/domain/bidding'
import { cancelOrder } from '#ordering/actions/cancel_order'
import { nextWorkingDay } from '#shared/working_days'
import { todayInRome } from '#shared/time_zone'
import { addCalendarDays } from '#shared/working_days'
import { createUserWithTeam } from '#tests/helpers/factories'
import {
  allKeys,
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/**
 * A published transport whose pickup window opens in 10 days (so bidding is
 * open whatever the day the tests run), payout 400 €.
 */
async function biddable(options: Parameters<typeof createDealerTransport>[0] = {}) {
  const created = await createDealerTransport(options)
  const from = addCalendarDays(todayInRome(), 10)
  created.transport.pickupDateFrom = DateTime.fromISO(from)
  created.transport.pickupDateTo = DateTime.fromISO(addCalendarDays(from, 14))
  created.transport.payoutCents = 40_000
  await created.transport.save()
  return { ...created, pickupOn: nextWorkingDay(from) }
}

function bidAs(client: any, user: any, transportId: number, body: Record<string, unknown>) {
  return submitAs(client, user, 'post', `/transporter/marketplace/${transportId}/bids`).form(body)
}

async function bidsOf(transportId: number) {
  return Bid.query().where('transport_id', transportId).orderBy('id', 'asc')
}

test.group('Bids / a carrier offers its payout and date', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the bid is saved, shown on its page, and only to its team', async ({ client, assert }) => {
    const { transport, pickupOn } = await biddable()
    const carrier = await createCarrier()
    const other = await createCarrier()
    const response = await bidAs(client, carrier.user, transport.id, {
      amount: '415,50',
      pickupOn,
      note: 'Bisarca libera quel giorno',
    })
    response.assertStatus(302)
    response.assertHeader('location', `/transporter/marketplace/${transport.id}`)
    const [bid] = await bidsOf(transport.id)
    assert.equal(bid.teamId, carrier.team.id)
    assert.equal(bid.userId, carrier.user.id)
    assert.equal(bid.amountCents, 41_550)
    assert.equal(bid.pickupOn.toISODate(), pickupOn)
    assert.equal(bid.state, 'open')

    const page = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    const props = page.inertiaProps as any
    assert.equal(props.myBid.amountCents, 41_550)
    assert.isFalse(props.can.bid, 'one open bid at a time')
    assert.isTrue(props.bidding.open)
    assert.deepEqual(props.bidding.limits, { minCents: 20_000, maxCents: 46_000 })
    const deadline = biddingDeadline(transport.pickupDateFrom!.toISODate())!
    assert.equal(props.bidding.deadline, deadline.toUTC().toISO())

    const theirs = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(other.user)
      .withInertia()
    assert.isNull((theirs.inertiaProps as any).myBid)
    assert.isTrue((theirs.inertiaProps as any).can.bid)
    assert.notInclude(JSON.stringify(theirs.inertiaProps), '41550')
  })

  test('every problem of the form comes back next to its field; nothing is saved', async ({
    client,
    assert,
  }) => {
    const { transport } = await biddable()
    const carrier = await createCarrier()
    const saturday = (() => {
      let day = transport.pickupDateFrom!.toISODate()!
      while (DateTime.fromISO(day).weekday !== 6) day = addCalendarDays(day, 1)
      return day
    })()
    const response = await bidAs(client, carrier.user, transport.id, {
      amount: '100',
      pickupOn: saturday,
    })
    response.assertStatus(302)
    const errors = (response.flashMessages() as any).inputErrorsBag
    assert.deepEqual(errors.amount, ['L’offerta deve essere di almeno 200,00 €.'])
    assert.deepEqual(errors.pickupOn, ['Scegli un giorno lavorativo (né festivo né di chiusura).'])

    const tooHigh = await bidAs(client, carrier.user, transport.id, {
      amount: '460,01',
      pickupOn: addCalendarDays(transport.pickupDateTo!.toISODate()!, 1),
    })
    const more = (tooHigh.flashMessages() as any).inputErrorsBag
    assert.deepEqual(more.amount, ['L’offerta non può superare 460,00 €.'])
    assert.deepEqual(more.pickupOn, ['Scegli una data dentro la finestra di ritiro.'])

    for (const amount of ['abc', '-5', '1,234', '', '\u0000']) {
      const bad = await bidAs(client, carrier.user, transport.id, { amount, pickupOn: 'x' })
      bad.assertStatus(302)
      assert.exists((bad.flashMessages() as any).inputErrorsBag.amount, amount)
    }
    assert.lengthOf(await bidsOf(transport.id), 0)
  })

  test('one open bid per team: a second one is refused, a withdrawn one can be replaced', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn } = await biddable()
    const carrier = await createCarrier()
    await bidAs(client, carrier.user, transport.id, { amount: '420', pickupOn })
    const second = await bidAs(client, carrier.user, transport.id, { amount: '410', pickupOn })
    second.assertStatus(302)
    assert.equal(
      second.flashMessages()?.error,
      'Hai già un’offerta aperta su questo trasporto: ritirala per farne un’altra.'
    )
    let bids = await bidsOf(transport.id)
    assert.deepEqual(
      bids.map((bid) => [bid.amountCents, bid.state]),
      [[42_000, 'open']]
    )

    const withdrawn = await submitAs(
      client,
      carrier.user,
      'delete',
      `/transporter/bids/${bids[0].id}`
    )
    withdrawn.assertStatus(302)
    assert.equal(withdrawn.flashMessages()?.success, 'Offerta ritirata.')
    await bidAs(client, carrier.user, transport.id, { amount: '410', pickupOn })
    bids = await bidsOf(transport.id)
    assert.deepEqual(
      bids.map((bid) => [bid.amountCents, bid.state]),
      [
        [42_000, 'withdrawn'],
        [41_000, 'open'],
      ]
    )
    assert.isNotNull(bids[0].decidedAt)
  })

  test('a team cannot withdraw another team’s bid, nor a decided one', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn } = await biddable()
    const carrier = await createCarrier()
    const other = await createCarrier()
    await bidAs(client, carrier.user, transport.id, { amount: '420', pickupOn })
    const [bid] = await bidsOf(transport.id)
    const refused = await submitAs(client, other.user, 'delete', `/transporter/bids/${bid.id}`)
    refused.assertStatus(302)
    assert.equal(refused.flashMessages()?.error, 'Questa offerta non è più aperta.')
    await bid.refresh()
    assert.equal(bid.state, 'open')
  })

  test('after the deadline bids are refused; buy-now still works', async ({ client, assert }) => {
    const { transport, pickupOn } = await biddable()
    const carrier = await createCarrier()
    const late = await placeBid({
      transportId: transport.id,
      teamId: carrier.team.id,
      userId: carrier.user.id,
      amountCents: 40_000,
      pickupOn,
      note: null,
      now: biddingDeadline(transport.pickupDateFrom!.toISODate())!,
    })
    assert.deepEqual(late, {
      ok: false,
      error: 'invalid',
      problems: [{ field: 'form', code: 'bidding_closed' }],
    })
    assert.lengthOf(await bidsOf(transport.id), 0)

    /* the page says so and offers no form */
    transport.pickupDateFrom = DateTime.fromISO(todayInRome())
    await transport.save()
    const page = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    const props = page.inertiaProps as any
    assert.isFalse(props.bidding.open)
    assert.isFalse(props.can.bid)
    assert.isTrue(props.can.buy)
    const refused = await bidAs(client, carrier.user, transport.id, {
      amount: '400',
      pickupOn: addCalendarDays(todayInRome(), 3),
    })
    assert.equal(refused.flashMessages()?.error, 'Le offerte su questo trasporto sono chiuse.')
    assert.lengthOf(await bidsOf(transport.id), 0)
  })

  test('who may bid: not drivers, dealers, suspended or unverified teams, nor outside the area', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn, user: dealer } = await biddable()
    const body = { amount: '400', pickupOn }
    const driver = await createCarrier({ role: 'driver' })
    const byDriver = await bidAs(client, driver.user, transport.id, body)
    assert.equal(
      byDriver.flashMessages()?.error,
      'Solo il titolare, gli amministratori e i membri del team possono prendere trasporti.'
    )
    /* other areas do not exist for them */
    ;(await bidAs(client, dealer, transport.id, body)).assertStatus(404)
    const staff = await createStaff()
    ;(await bidAs(client, staff.user, transport.id, body)).assertStatus(404)
    const refusals: [Parameters<typeof createCarrier>[0], string][] = [
      [{ suspended: true }, 'La tua azienda è sospesa'],
      [{ verified: false }, 'La tua azienda non è ancora verificata'],
      [{ regions: ['lazio'] }, 'Questo trasporto parte da una zona che non servi.'],
    ]
    for (const [options, message] of refusals) {
      const carrier = await createCarrier(options)
      const refused = await bidAs(client, carrier.user, transport.id, body)
      refused.assertStatus(302)
      assert.include(String(refused.flashMessages()?.error), message)
    }
    const guest = await client
      .post(`/transporter/marketplace/${transport.id}/bids`)
      .withCsrfToken()
      .form(body)
      .redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    assert.lengthOf(await bidsOf(transport.id), 0)
    ;(await bidAs(client, (await createCarrier()).user, 2_147_483_647, body)).assertStatus(404)
  })
})

test.group('Bids / the award', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('staff accept a bid: assigned at its amount, the others lost and told, once', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, pickupOn } = await biddable()
    const [winner, loser, third] = [
      await createCarrier(),
      await createCarrier(),
      await createCarrier(),
    ]
    for (const [carrier, amount] of [
      [winner, '430'],
      [loser, '405'],
      [third, '440'],
    ] as const) {
      await bidAs(client, carrier.user, transport.id, { amount, pickupOn })
    }
    const bids = await bidsOf(transport.id)
    const staff = await createStaff()

    const page = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
    const shown = (page.inertiaProps as any).bids
    assert.deepEqual(
      shown.map((bid: any) => [bid.teamName, bid.amountCents, bid.state]),
      [
        [loser.team.name, 40_500, 'open'],
        [winner.team.name, 43_000, 'open'],
        [third.team.name, 44_000, 'open'],
      ]
    )

    const { calls, restore } = captureBroadcasts()
    const accepted = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/transports/${transport.id}/bids/${bids[0].id}/accept`
    ).form({ stateVersion: transport.stateVersion })
    restore()
    accepted.assertStatus(302)
    accepted.assertHeader('location', `/admin/transports/${transport.id}`)
    assert.equal(accepted.flashMessages()?.success, 'Offerta accettata: il trasporto è assegnato.')

    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.equal(transport.transporterTeamId, winner.team.id)
    assert.equal(transport.payoutCents, 43_000)
    const events = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'assigned')
    assert.lengthOf(events, 1)
    assert.deepInclude(events[0].payload, {
      via: 'bid',
      bidId: bids[0].id,
      payoutCents: 43_000,
      proposedPickupOn: pickupOn,
      transporterTeamId: winner.team.id,
    })
    assert.equal(events[0].actorUserId, staff.user.id)
    assert.deepEqual(
      (await bidsOf(transport.id)).map((bid) => bid.state),
      ['accepted', 'lost', 'lost']
    )
    /* the winner, and each bidder, are told once; staff pages and the marketplace reload */
    mails.assertQueuedCount(BidDecidedMail, 3)
    mails.assertQueued(
      BidDecidedMail,
      (message) =>
        message.data.outcome === 'accepted' && message.recipient.email === winner.user.email
    )
    mails.assertQueued(
      BidDecidedMail,
      (message) => message.data.outcome === 'lost' && message.recipient.email === loser.user.email
    )
    assert.isTrue(calls.some(([channel]) => channel === 'transports/bids'))
    assert.isTrue(calls.some(([channel]) => channel === 'transports/published'))

    /* a second click (or another bid) changes nothing */
    const again = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/transports/${transport.id}/bids/${bids[1].id}/accept`
    ).form({})
    assert.equal(again.flashMessages()?.error, 'Questa offerta non è più aperta.')
    await transport.refresh()
    assert.equal(transport.transporterTeamId, winner.team.id)
    mails.assertQueuedCount(BidDecidedMail, 3)
  })

  test('a bid of a team suspended since is not accepted; nothing changes', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn } = await biddable()
    const carrier = await createCarrier()
    await bidAs(client, carrier.user, transport.id, { amount: '400', pickupOn })
    const [bid] = await bidsOf(transport.id)
    carrier.team.suspendedAt = DateTime.now()
    await carrier.team.save()
    const staff = await createStaff()
    const refused = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/transports/${transport.id}/bids/${bid.id}/accept`
    ).form({})
    assert.include(String(refused.flashMessages()?.error), 'sospesa')
    await transport.refresh()
    await bid.refresh()
    assert.equal(transport.state, 'published')
    assert.equal(transport.payoutCents, 40_000)
    assert.equal(bid.state, 'open')
  })

  test('only staff operators accept, and only a bid of that transport', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn, user: dealer } = await biddable()
    const other = await biddable()
    const carrier = await createCarrier()
    await bidAs(client, carrier.user, transport.id, { amount: '400', pickupOn })
    const [bid] = await bidsOf(transport.id)
    const url = `/admin/transports/${transport.id}/bids/${bid.id}/accept`
    ;(await submitAs(client, carrier.user, 'post', url).form({})).assertStatus(404)
    ;(await submitAs(client, dealer, 'post', url).form({})).assertStatus(404)
    const driver = await createUserWithTeam('staff', { role: 'driver' })
    const byDriver = await submitAs(client, driver.user, 'post', url).form({})
    byDriver.assertStatus(302)
    assert.isString(byDriver.flashMessages()?.error)
    const staff = await createStaff()
    ;(
      await submitAs(
        client,
        staff.user,
        'post',
        `/admin/transports/${other.transport.id}/bids/${bid.id}/accept`
      ).form({})
    ).assertStatus(404)
    await transport.refresh()
    assert.equal(transport.state, 'published')
    assert.equal((await Bid.findOrFail(bid.id)).state, 'open')
  })

  test('buy-now closes the open bids: the others lost, the buyer’s own withdrawn', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, pickupOn } = await biddable()
    const buyer = await createCarrier()
    const bidder = await createCarrier()
    await bidAs(client, buyer.user, transport.id, { amount: '420', pickupOn })
    await bidAs(client, bidder.user, transport.id, { amount: '410', pickupOn })
    const result = await buyNow({
      transportId: transport.id,
      teamId: buyer.team.id,
      userId: buyer.user.id,
    })
    assert.isTrue(result.ok)
    assert.deepEqual(
      (await bidsOf(transport.id)).map((bid) => bid.state),
      ['withdrawn', 'lost']
    )
    await transport.refresh()
    assert.equal(transport.payoutCents, 40_000, 'buy-now keeps the shown payout')
    mails.assertQueuedCount(BidDecidedMail, 1)
    mails.assertQueued(
      BidDecidedMail,
      (message) => message.data.outcome === 'lost' && message.recipient.email === bidder.user.email
    )
  })

  test('a cancelled order closes the bids with a “no longer available” e-mail', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { transport, pickupOn, order, user: dealer } = await biddable()
    const carrier = await createCarrier()
    await bidAs(client, carrier.user, transport.id, { amount: '420', pickupOn })
    const cancelled = await cancelOrder({
      orderId: order.id,
      teamId: order.teamId,
      actor: { kind: 'dealer', userId: dealer.id },
    })
    assert.isTrue(cancelled.ok)
    assert.deepEqual(
      (await bidsOf(transport.id)).map((bid) => bid.state),
      ['lost']
    )
    mails.assertQueued(BidDecidedMail, (message) => message.data.outcome === 'closed')
  })
})

test.group('Bids / the auto-accept at the deadline', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the best bid within 10% of buy-now wins at the deadline, once', async ({
    client,
    assert,
  }) => {
    const { transport, pickupOn } = await biddable()
    const [a, b] = [await createCarrier(), await createCarrier()]
    await bidAs(client, a.user, transport.id, { amount: '440', pickupOn })
    await bidAs(client, b.user, transport.id, { amount: '435', pickupOn })
    const deadline = biddingDeadline(transport.pickupDateFrom!.toISODate())!

    assert.equal(await autoAcceptBids(deadline.minus({ seconds: 1 })), 0)
    await transport.refresh()
    assert.equal(transport.state, 'published')

    assert.equal(await autoAcceptBids(deadline), 1)
    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.equal(transport.transporterTeamId, b.team.id)
    assert.equal(transport.payoutCents, 43_500)
    const [event] = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'assigned')
    assert.equal(event.actorKind, 'system')
    assert.equal(event.payload!.via, 'auto_accept')

    /* a second run (or a second instance) changes nothing */
    assert.equal(await autoAcceptBids(deadline.plus({ minutes: 5 })), 0)
    assert.lengthOf(
      await TransportEvent.query().where('transport_id', transport.id).where('type', 'assigned'),
      1
    )
  })

  test('a best bid above 110% waits for staff', async ({ client, assert }) => {
    const { transport, pickupOn } = await biddable()
    const carrier = await createCarrier()
    await bidAs(client, carrier.user, transport.id, { amount: '440,01', pickupOn })
    const deadline = biddingDeadline(transport.pickupDateFrom!.toISODate())!
    assert.equal(await autoAcceptBids(deadline.plus({ hours: 1 })), 0)
    await transport.refresh()
    assert.equal(transport.state, 'published')
    assert.equal((await bidsOf(transport.id))[0].state, 'open')
  })
})

test.group('Bids / the carrier’s list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('its own bids only, with outcome; another team’s win shows no price', async ({
    client,
    assert,
  }) => {
    const first = await biddable()
    const second = await biddable()
    const carrier = await createCarrier()
    const rival = await createCarrier()
    await bidAs(client, carrier.user, first.transport.id, {
      amount: '420',
      pickupOn: first.pickupOn,
    })
    await bidAs(client, carrier.user, second.transport.id, {
      amount: '410',
      pickupOn: second.pickupOn,
    })
    await bidAs(client, rival.user, first.transport.id, { amount: '400', pickupOn: first.pickupOn })
    await buyNow({ transportId: second.transport.id, teamId: rival.team.id, userId: rival.user.id })

    const response = await client.get('/transporter/bids').loginAs(carrier.user).withInertia()
    response.assertInertiaComponent('transporter/bids/index')
    const rows = (response.inertiaProps as any).bids.data
    assert.deepEqual(
      rows.map((row: any) => [
        row.transport.reference,
        row.amountCents,
        row.state,
        row.transport.state,
        row.transport.payoutCents,
      ]),
      [
        [second.transport.reference, 41_000, 'lost', 'unavailable', null],
        [first.transport.reference, 42_000, 'open', 'published', 40_000],
      ]
    )
    assert.notInclude(JSON.stringify(response.inertiaProps), '40000,"state":"open","teamId"')
    assert.notInclude(allKeys(response.inertiaProps).join(','), 'teamName')

    const open = await client
      .get('/transporter/bids?state=open')
      .loginAs(carrier.user)
      .withInertia()
    assert.lengthOf((open.inertiaProps as any).bids.data, 1)
    const junk = await client
      .get('/transporter/bids?state=%00&page=99999999999')
      .loginAs(carrier.user)
      .withInertia()
    junk.assertStatus(200)
    assert.lengthOf((junk.inertiaProps as any).bids.data, 2)

    const driver = await createCarrier({ role: 'driver' })
    ;(await client.get('/transporter/bids').loginAs(driver.user)).assertStatus(403)
  })

  test('the list’s queries do not grow with its rows', async ({ client, assert }) => {
    const carrier = await createCarrier()
    const count = async () =>
      (
        await countQueries(() =>
          client.get('/transporter/bids').loginAs(carrier.user).withInertia()
        )
      ).queries
    const one = await biddable()
    await bidAs(client, carrier.user, one.transport.id, { amount: '420', pickupOn: one.pickupOn })
    const few = await count()
    for (let index = 0; index < 5; index++) {
      const more = await biddable()
      await bidAs(client, carrier.user, more.transport.id, {
        amount: '420',
        pickupOn: more.pickupOn,
      })
    }
    assert.equal(await count(), few)
  })
})
