import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import ClosingDay from '#teams/models/closing_day'
import { publishTransportsForOrder } from '#transports/actions/publish_transports'
import { cancelTransportsOfOrder } from '#transports/actions/cancel_transports_of_order'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createPaidOrder } from '#tests/helpers/transport_factories'
import { TIME_ZONE } from '#shared/time_zone'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/* Monday 2 March 2026, 10:00 in Rome */
const MONDAY = DateTime.fromISO('2026-03-02T10:00:00', { zone: TIME_ZONE })

test.group('Transports / publish on payment', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a paid order gets one published transport per item, copied from request and quote', async ({
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const order = await createPaidOrder(
      team,
      [
        { vehicles: 3, distanceKm: 780 },
        { express: true, distanceKm: 120 },
      ],
      MONDAY
    )
    const transports = await db.transaction((trx) => publishTransportsForOrder(order, trx))

    assert.lengthOf(transports, 2)
    const [first, second] = await Transport.query().where('order_id', order.id).orderBy('id')
    assert.equal(first.state, 'published')
    assert.equal(first.stateVersion, 0)
    assert.equal(first.teamId, team.id)
    assert.match(first.reference, /^T-2026-\d{6}$/)
    assert.match(first.trackingToken, /^[A-Za-z0-9_-]{43}$/)
    assert.notEqual(first.trackingToken, second.trackingToken)
    assert.equal(first.vehicleCount, 3)
    assert.equal(first.distanceKm, 780)
    assert.equal(first.netCents, 50_000)
    assert.equal(first.payoutCents, 42_500)
    assert.equal(first.pickupCity, 'Milano')
    assert.equal(first.pickupRegion, 'lombardia')
    assert.equal(first.deliveryRegion, 'campania')
    assert.equal(first.pickupReferentName, 'Mario Rossi')
    assert.equal(first.pickupOn!.toISODate(), '2026-03-04')
    assert.equal(first.deliveryEstimateOn!.toISODate(), '2026-03-06')
    assert.equal(second.pickupOn!.toISODate(), '2026-03-03')
    assert.equal(second.deliveryEstimateOn!.toISODate(), '2026-03-04')

    const events = await TransportEvent.query().where('transport_id', first.id)
    assert.lengthOf(events, 1)
    assert.equal(events[0].type, 'created')
    assert.equal(events[0].actorKind, 'system')
    assert.equal(events[0].toState, 'published')
  })

  test('global and team closing days move the pickup; other teams\u2019 do not', async ({
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const { team: other } = await createUserWithTeam('dealer')
    await ClosingDay.create({
      teamId: null,
      startsOn: DateTime.fromISO('2026-03-04'),
      endsOn: DateTime.fromISO('2026-03-04'),
    })
    await ClosingDay.create({
      teamId: team.id,
      startsOn: DateTime.fromISO('2026-03-05'),
      endsOn: DateTime.fromISO('2026-03-05'),
    })
    await ClosingDay.create({
      teamId: other.id,
      startsOn: DateTime.fromISO('2026-03-06'),
      endsOn: DateTime.fromISO('2026-03-09'),
    })
    const order = await createPaidOrder(team, [{ distanceKm: 100 }], MONDAY)
    const [transport] = await db.transaction((trx) => publishTransportsForOrder(order, trx))
    assert.equal(transport.pickupOn!.toISODate(), '2026-03-06')
  })

  test('the pickup waits for the request window start', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const order = await createPaidOrder(team, [{ pickupDateFrom: '2026-03-20' }], MONDAY)
    const [transport] = await db.transaction((trx) => publishTransportsForOrder(order, trx))
    assert.equal(transport.pickupOn!.toISODate(), '2026-03-20')
  })

  test('the delivery estimate waits for the delivery window start', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const order = await createPaidOrder(
      team,
      [{ distanceKm: 100, deliveryDateFrom: '2026-03-27' }],
      MONDAY
    )
    const [transport] = await db.transaction((trx) => publishTransportsForOrder(order, trx))
    assert.equal(transport.pickupOn!.toISODate(), '2026-03-04')
    assert.equal(transport.deliveryEstimateOn!.toISODate(), '2026-03-27')
  })

  test('publishing twice does not duplicate transports', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const order = await createPaidOrder(team, [{}], MONDAY)
    await db.transaction((trx) => publishTransportsForOrder(order, trx))
    await db.transaction((trx) => publishTransportsForOrder(order, trx))
    const count = await Transport.query().where('order_id', order.id).count('* as total')
    assert.equal(Number(count[0].$extras.total), 1)
  })
})

test.group('Transports / cancel the transports of an order', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('cancels every published transport through the state machine and broadcasts after commit', async ({
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const order = await createPaidOrder(team, [{}, {}], MONDAY)
    const transports = await db.transaction((trx) => publishTransportsForOrder(order, trx))
    const capture = captureBroadcasts()
    let done: boolean
    try {
      done = await db.transaction(async (trx) => {
        const result = await cancelTransportsOfOrder(
          order,
          { kind: 'dealer', userId: user.id },
          trx
        )
        assert.lengthOf(capture.calls, 0, 'nothing broadcast before the commit')
        return result
      })
    } finally {
      capture.restore()
    }
    assert.isTrue(done)
    for (const transport of transports) {
      await transport.refresh()
      assert.equal(transport.state, 'cancelled')
      assert.equal(transport.stateVersion, 1)
      assert.isNotNull(transport.cancelledAt)
      const event = await TransportEvent.query()
        .where('transport_id', transport.id)
        .where('to_state', 'cancelled')
        .firstOrFail()
      assert.equal(event.actorKind, 'dealer')
      assert.equal(event.actorUserId, user.id)
      assert.equal(event.fromState, 'published')
    }
    assert.deepInclude(capture.calls, [
      `teams/${team.id}`,
      {
        type: 'transport.state_changed',
        transportId: transports[0].id,
        state: 'cancelled',
        originSocketId: null,
      },
    ])
    assert.deepInclude(capture.calls, [
      `tracking/${transports[1].trackingToken}`,
      { type: 'transport.state_changed', state: 'cancelled' },
    ])
  })

  test('refuses, changing nothing, when a transport is already assigned', async ({ assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const order = await createPaidOrder(team, [{}, {}], MONDAY)
    const [first, second] = await db.transaction((trx) => publishTransportsForOrder(order, trx))
    second.state = 'assigned'
    await second.save()
    const done = await db.transaction((trx) =>
      cancelTransportsOfOrder(order, { kind: 'admin', userId: user.id }, trx)
    )
    assert.isFalse(done)
    await first.refresh()
    assert.equal(first.state, 'published')
  })
})
