import { test } from '@japa/runner'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import env from '#start/env'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import TransportRequest from '#requests/models/transport_request'
import { buyNow } from '#marketplace/actions/buy_now'
import { placeBid } from '#marketplace/actions/place_bid'
import { acceptBid } from '#marketplace/actions/accept_bid'
import Bid from '#marketplace/models/bid'
import PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import { createPrivateSession } from '#marketplace/actions/manage_private_sessions'
import { awardEndedSessions } from '#marketplace/actions/award_private_sessions'
import { DateTime } from 'luxon'
import { addCalendarDays, nextWorkingDay } from '#shared/working_days'
import { todayInRome } from '#shared/time_zone'
import { createCarrier, createDealerTransport } from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/*
| Real parallel transactions (no global transaction: each buyer needs its own
| connection), cleaned up at the end. PostgreSQL only: SQLite serialises
| writers anyway, and the same rule (state and version checked under the
| lock) is tested there one buyer after the other.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'

test.group('Marketplace / the buy-now race (PostgreSQL)', () => {
  test('50 carriers buy one transport at once: 1 wins, 49 are told it was taken', async ({
    assert,
  }) => {
    const dealer = await createDealerTransport()
    const carriers = []
    for (let index = 0; index < 50; index++) carriers.push(await createCarrier())
    const { calls, restore } = captureBroadcasts()
    try {
      const results = await Promise.all(
        carriers.map(({ team, user }) =>
          buyNow({ transportId: dealer.transport.id, teamId: team.id, userId: user.id })
        )
      )
      const winners = results.filter((result) => result.ok)
      assert.lengthOf(winners, 1)
      const losers = results.filter((result) => !result.ok)
      assert.lengthOf(losers, 49)
      for (const loser of losers) assert.deepEqual(loser, { ok: false, error: 'taken' })

      const events = await TransportEvent.query()
        .where('transport_id', dealer.transport.id)
        .where('type', 'assigned')
      assert.lengthOf(events, 1)
      await dealer.transport.refresh()
      assert.equal(dealer.transport.state, 'assigned')
      assert.equal(dealer.transport.stateVersion, 1)
      assert.equal(dealer.transport.transporterTeamId, events[0].payload!.transporterTeamId)
      /* One award, one announcement. */
      assert.lengthOf(
        calls.filter(([channel]) => channel === 'transports/published'),
        1
      )
    } finally {
      restore()
      const teams = [dealer.team, ...carriers.map((carrier) => carrier.team)]
      const teamIds = teams.map((team) => team.id)
      await deleteLedgerOf(teamIds)
      await Transport.query().whereIn('team_id', teamIds).delete()
      await Order.query().whereIn('team_id', teamIds).delete()
      await TransportRequest.query().whereIn('team_id', teamIds).delete()
      await User.query()
        .whereIn('id', [dealer.user.id, ...carriers.map((carrier) => carrier.user.id)])
        .delete()
      await Team.query().whereIn('id', teamIds).delete()
    }
  })
    .timeout(120_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')

  test('one team sends 10 bids at once: one is open, 9 are refused', async ({ assert }) => {
    const dealer = await createDealerTransport()
    const from = addCalendarDays(todayInRome(), 10)
    dealer.transport.pickupDateFrom = DateTime.fromISO(from)
    dealer.transport.pickupDateTo = DateTime.fromISO(addCalendarDays(from, 14))
    await dealer.transport.save()
    const carrier = await createCarrier()
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          placeBid({
            transportId: dealer.transport.id,
            teamId: carrier.team.id,
            userId: carrier.user.id,
            amountCents: dealer.transport.payoutCents + index,
            pickupOn: nextWorkingDay(from),
            note: null,
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      for (const refused of results.filter((result) => !result.ok))
        assert.deepEqual(refused, { ok: false, error: 'bid_exists' })
      const open = await Bid.query().where('transport_id', dealer.transport.id)
      assert.lengthOf(open, 1)
      assert.equal(open[0].state, 'open')
    } finally {
      await cleanUp([dealer], [carrier])
    }
  })
    .timeout(60_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')

  test('staff accept a bid while 20 carriers buy-now: exactly one award', async ({ assert }) => {
    const dealer = await createDealerTransport()
    const from = addCalendarDays(todayInRome(), 10)
    dealer.transport.pickupDateFrom = DateTime.fromISO(from)
    dealer.transport.pickupDateTo = DateTime.fromISO(addCalendarDays(from, 14))
    await dealer.transport.save()
    const bidder = await createCarrier()
    const buyers = []
    for (let index = 0; index < 20; index++) buyers.push(await createCarrier())
    try {
      const placed = await placeBid({
        transportId: dealer.transport.id,
        teamId: bidder.team.id,
        userId: bidder.user.id,
        amountCents: dealer.transport.payoutCents,
        pickupOn: nextWorkingDay(from),
        note: null,
      })
      assert.isTrue(placed.ok)
      const bidId = placed.ok ? placed.value.id : 0
      const results = await Promise.all([
        acceptBid({ bidId, actor: { kind: 'admin', userId: null }, via: 'bid' }),
        ...buyers.map(({ team, user }) =>
          buyNow({ transportId: dealer.transport.id, teamId: team.id, userId: user.id })
        ),
      ])
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      const events = await TransportEvent.query()
        .where('transport_id', dealer.transport.id)
        .where('type', 'assigned')
      assert.lengthOf(events, 1)
      const bid = await Bid.findOrFail(bidId)
      await dealer.transport.refresh()
      /* the bid is accepted exactly when the award went to it */
      assert.equal(bid.state === 'accepted', dealer.transport.transporterTeamId === bidder.team.id)
      assert.equal(bid.state === 'lost', dealer.transport.transporterTeamId !== bidder.team.id)
    } finally {
      await cleanUp([dealer], [bidder, ...buyers])
    }
  })
    .timeout(120_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')

  test('two instances award the same ended session at once: one award', async ({ assert }) => {
    const dealer = await createDealerTransport()
    const from = addCalendarDays(todayInRome(), 10)
    dealer.transport.pickupDateFrom = DateTime.fromISO(from)
    dealer.transport.pickupDateTo = DateTime.fromISO(addCalendarDays(from, 14))
    await dealer.transport.save()
    const bidders = [await createCarrier(), await createCarrier()]
    const staff = await createCarrier()
    let sessionId = 0
    try {
      const created = await createPrivateSession({
        name: 'Gara',
        startsAt: DateTime.now().plus({ minutes: 1 }),
        endsAt: DateTime.now().plus({ minutes: 30 }),
        transportIds: [dealer.transport.id],
        teamIds: bidders.map((bidder) => bidder.team.id),
        userId: staff.user.id,
      })
      assert.isTrue(created.ok)
      const session = (created as { session: PrivateSession }).session
      sessionId = session.id
      session.startsAt = DateTime.now().minus({ minutes: 1 })
      await session.save()
      await PrivateSessionInvitation.query()
        .where('private_session_id', session.id)
        .update({ state: 'accepted' })
      /* both bid in the same instant: the session row serialises them */
      const placed = await Promise.all(
        bidders.map((bidder, index) =>
          placeBid({
            transportId: dealer.transport.id,
            sessionId: session.id,
            teamId: bidder.team.id,
            userId: bidder.user.id,
            amountCents: dealer.transport.payoutCents - 100 * (index + 1),
            pickupOn: nextWorkingDay(from),
            note: null,
            now: session.endsAt.minus({ minutes: 1 }),
          })
        )
      )
      assert.isTrue(placed.every((result) => result.ok))
      await session.refresh()
      /* each improving bid in the last 2 minutes added 2 minutes, one after the other */
      assert.isAtLeast(+session.endsAt, +session.scheduledEndAt.plus({ minutes: 2 }))

      const after = session.endsAt.plus({ seconds: 1 })
      const runs = await Promise.all([awardEndedSessions(after), awardEndedSessions(after)])
      assert.equal(runs[0].awarded + runs[1].awarded, 1)
      const events = await TransportEvent.query()
        .where('transport_id', dealer.transport.id)
        .where('type', 'assigned')
      assert.lengthOf(events, 1)
      await dealer.transport.refresh()
      assert.equal(dealer.transport.transporterTeamId, bidders[1].team.id)
    } finally {
      await PrivateSession.query().where('id', sessionId).delete()
      await cleanUp([dealer], [...bidders, staff])
    }
  })
    .timeout(60_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')
})

/** What a race test created (it runs outside the global transaction). */
async function cleanUp(
  dealers: { team: Team; user: User }[],
  carriers: { team: Team; user: User }[]
) {
  const teamIds = [...dealers, ...carriers].map((owner) => owner.team.id)
  await deleteLedgerOf(teamIds)
  await Transport.query().whereIn('team_id', teamIds).delete()
  await Order.query().whereIn('team_id', teamIds).delete()
  await TransportRequest.query().whereIn('team_id', teamIds).delete()
  await User.query()
    .whereIn(
      'id',
      [...dealers, ...carriers].map((owner) => owner.user.id)
    )
    .delete()
  await Team.query().whereIn('id', teamIds).delete()
}
