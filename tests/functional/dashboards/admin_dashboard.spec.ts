import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#identity/models/user'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'
import { STAFF_FEED_CHANNEL } from '#monitoring/domain/feed'
import { refreshAnalyticsRollups } from '#analytics/actions/refresh_rollups'
import {
  hoursAgo,
  insertOrder,
  insertRequest,
  insertTransport,
  romeDay,
} from '#tests/functional/monitoring/fixtures'
import { openStream, sessionCookieOf, type TestStream } from '../realtime/sse_client.js'

async function dashboardAs(client: ApiClient, user: User) {
  const response = await client.get('/admin').loginAs(user).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('admin/dashboard')
  return response.body().props
}

/** Hours since the start of today in Rome, so "today" fixtures stay today whatever the hour. */
const sinceMidnight = () => {
  const now = new Date()
  const rome = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    hour12: false,
  }).format(now)
  return Number(rome)
}

test.group('Admin dashboard: KPIs, charts and the live feed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  let streams: TestStream[] = []
  group.each.teardown(() => {
    streams.forEach((stream) => stream.close())
    streams = []
  })

  test('KPIs count exactly what happened today and this month', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    /* today: two requests submitted, a draft; a paid order of 244,00 € and a refunded one */
    await insertRequest(team.id, 'quoted')
    await insertRequest(team.id, 'submitted')
    await insertRequest(team.id, 'draft')
    await insertOrder(team.id, { grossCents: 24400 })
    await insertOrder(team.id, { grossCents: 12200, state: 'refunded' })
    await insertOrder(team.id, { state: 'pending_payment', paidAt: null })
    /* long ago: counted nowhere */
    await insertRequest(team.id, 'quoted', hoursAgo(24 * 70))
    await insertOrder(team.id, { paidAt: hoursAgo(24 * 70) })
    /* transports: two active (one late to pick up, one late to deliver), one completed */
    await insertTransport(team.id, 'pickup_scheduled', { pickup_on: romeDay(-1) })
    await insertTransport(team.id, 'in_transit', { delivery_estimate_on: romeDay(-1) })
    await insertTransport(team.id, 'completed')

    /* yesterday, when it is this month too: a request and a paid order of 100,00 € */
    const earlier = romeDay(-1).slice(0, 7) === romeDay(0).slice(0, 7) ? 1 : 0
    if (earlier) {
      await insertRequest(team.id, 'quoted', hoursAgo(sinceMidnight() + 1))
      await insertOrder(team.id, { grossCents: 10000, paidAt: hoursAgo(sinceMidnight() + 1) })
    }

    const { activity } = await dashboardAs(client, user)
    assert.deepEqual(activity.requests, {
      today: 2,
      thisMonth: 2 + earlier,
      awaitingManualQuote: 0,
    })
    /* paid today: the paid order and the one refunded since (it was paid); revenue counts the paid one */
    assert.deepEqual(activity.orders, { today: 2, thisMonth: 2 + earlier })
    assert.deepEqual(activity.revenueCents, { today: 24400, thisMonth: 24400 + earlier * 10000 })
    assert.equal(activity.activeTransports, 2)
    assert.deepEqual(activity.slaBreaches, { latePickups: 1, lateDeliveries: 1 })
    /* the days before today from the analytics rollups once refreshed: the same figures */
    await refreshAnalyticsRollups()
    assert.deepEqual((await dashboardAs(client, user)).activity, activity)
  }).skip(sinceMidnight() === 0 || new Date().getUTCDate() === 1, 'too close to midnight')

  test('each KPI links to the list behind it, with the filters that list reads', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { activity } = await dashboardAs(client, user)
    const today = romeDay(0)
    assert.deepEqual(activity.links, {
      requestsToday: `/admin/requests?from=${today}&to=${today}`,
      orders: '/admin/orders?state=paid',
      revenue: '/admin/orders?state=paid',
      activeTransports: '/admin/transports',
      slaBreaches: '/admin/analytics/monitoring',
    })
    /* the lists answer those filters */
    for (const url of Object.values(activity.links) as string[]) {
      const response = await client.get(url).loginAs(user).withInertia()
      response.assertStatus(200)
    }
  })

  test('the charts have one point per day of the last 30, today included', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    await insertRequest(team.id, 'quoted')
    await insertRequest(team.id, 'quoted', hoursAgo(24 * 3 + sinceMidnight()))
    await insertOrder(team.id, { grossCents: 24400 })
    await insertOrder(team.id, { grossCents: 12200, state: 'refunded' })
    await insertOrder(team.id, { grossCents: 50000, paidAt: hoursAgo(24 * 40) })
    /* paid two days ago, refunded since: an order of that day, no revenue */
    await insertOrder(team.id, {
      grossCents: 7000,
      state: 'refunded',
      paidAt: hoursAgo(24 * 2 + sinceMidnight()),
    })

    const { trend } = await dashboardAs(client, user)
    assert.lengthOf(trend.days, 30)
    assert.equal(trend.days[0].day, romeDay(-29))
    const last = trend.days[29]
    assert.deepEqual(last, { day: romeDay(0), requests: 1, orders: 2, revenueCents: 24400 })
    const total = (key: string) =>
      trend.days.reduce((sum: number, day: Record<string, number>) => sum + day[key], 0)
    assert.equal(total('requests'), 2)
    assert.equal(total('orders'), 3)
    assert.equal(total('revenueCents'), 24400)
    /* the days before today from the analytics rollups once refreshed: the same points */
    await refreshAnalyticsRollups()
    assert.deepEqual((await dashboardAs(client, user)).trend, trend)
    assert.isAbove(Number((await db.from('analytics_daily').count('* as n'))[0].n), 0)
  }).skip(sinceMidnight() === 0, 'too close to midnight')

  test('the feed starts with the latest events from the database, newest first', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const requestId = await insertRequest(team.id, 'quoted', hoursAgo(3))
    const orderId = await insertOrder(team.id, { paidAt: hoursAgo(2) })
    const transportId = await insertTransport(team.id, 'disputed')
    await db.table('transport_events').insert({
      transport_id: transportId,
      type: 'transition',
      from_state: 'delivered',
      to_state: 'disputed',
      actor_kind: 'dealer',
      created_at: hoursAgo(1),
    })

    const { feed, feedChannel } = await dashboardAs(client, user)
    assert.equal(feedChannel, STAFF_FEED_CHANNEL)
    assert.deepEqual(
      feed.slice(0, 3).map((item: any) => [item.kind, item.subjectId]),
      [
        ['dispute', transportId],
        ['order', orderId],
        ['request', requestId],
      ]
    )
    assert.equal(feed[1].amountCents, 24400)
  })

  test('domain events reach the staff channel as feed items', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const requestId = await insertRequest(team.id, 'submitted')
    const orderId = await insertOrder(team.id, { grossCents: 36600 })
    const transportId = await insertTransport(team.id, 'assigned')
    await db.table('transport_events').insert({
      transport_id: transportId,
      type: 'assigned',
      from_state: 'published',
      to_state: 'assigned',
      actor_kind: 'admin',
      created_at: hoursAgo(0),
    })
    const { calls, restore } = captureBroadcasts()
    try {
      await emitter.emit('request:submitted', { requestId })
      await emitter.emit('order:paid', { orderId })
      await emitter.emit('transport:state_changed', { transportId, state: 'assigned' })
    } finally {
      restore()
    }
    const items = calls.filter(([channel]) => channel === STAFF_FEED_CHANNEL)
    assert.deepEqual(
      items.map(([, payload]) => [payload.type, payload.kind, payload.subjectId]),
      [
        ['feed.item', 'request', requestId],
        ['feed.item', 'order', orderId],
        ['feed.item', 'transport', transportId],
      ]
    )
    assert.equal(items[1][1].amountCents, 36600)
    assert.equal(items[2][1].state, 'assigned')
  })

  test('only staff may listen to the feed channel', async ({ client }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const { user: dealer } = await createUserWithTeam('dealer')
    const { user: carrier, team: carrierTeam } = await createUserWithTeam('transporter')
    const driver = await addMember(carrierTeam, 'driver')
    const subscribe = async (user: User) => {
      const stream = await openStream(await sessionCookieOf(user))
      streams.push(stream)
      return client
        .post('/__transmit/subscribe')
        .json({ uid: stream.uid, channel: STAFF_FEED_CHANNEL })
        .withCsrfToken()
        .loginAs(user)
    }
    ;(await subscribe(staff)).assertStatus(204)
    for (const outsider of [dealer, carrier, driver]) (await subscribe(outsider)).assertStatus(400)
  })

  test('the dashboard reads a bounded number of queries, however much happened', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    await insertRequest(team.id, 'quoted')
    const few = await countQueries(() => client.get('/admin').loginAs(user).withInertia())
    for (let i = 0; i < 20; i++) {
      await insertRequest(team.id, 'quoted', hoursAgo(i * 5))
      await insertOrder(team.id, { paidAt: hoursAgo(i * 7) })
    }
    const many = await countQueries(() => client.get('/admin').loginAs(user).withInertia())
    assert.equal(many.queries, few.queries)
    assert.isAtMost(many.queries, 10)
  })
})
