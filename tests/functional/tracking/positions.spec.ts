import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type Transport from '#transports/models/transport'
import TransportPosition from '#transports/models/transport_position'
import { prunePositions } from '#transports/actions/prune_positions'
import { addMember } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'

/* A precise position (Lodi's outskirts) whose digits must never reach a page that may not see it. */
const PRECISE = { lat: 45.314159, lng: 9.503217, accuracy: 18.4, speed: 22.5 }
const PRECISE_DIGITS = ['45.31415', '45.31416', '9.50321', '9.50322']

async function onTheRoad(state: Transport['state'] = 'in_transit') {
  const carrier = await createCarrier()
  const dealer = await createDealerTransport({ state, transporterTeamId: carrier.team.id })
  return { carrier, dealer, transport: dealer.transport }
}

function positionsOf(transportId: number) {
  return TransportPosition.query().where('transport_id', transportId)
}

/** A stored position, `minutesAgo` old, written directly (as the endpoint would have). */
async function storePosition(transportId: number, minutesAgo = 5, at = PRECISE) {
  return TransportPosition.create({
    transportId,
    lat: at.lat,
    lng: at.lng,
    accuracyM: Math.round(at.accuracy),
    speedMps: null,
    recordedAt: DateTime.utc().minus({ minutes: minutesAgo }),
    reporterUserId: null,
  })
}

function leaksPrecise(value: unknown) {
  const text = JSON.stringify(value)
  return PRECISE_DIGITS.filter((digits) => text.includes(digits))
}

test.group('Tracking / positions sent by the carrier', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the carrier stores a position while in transit; dealer and public get it live', async ({
    client,
    assert,
  }) => {
    const { carrier, dealer, transport } = await onTheRoad()
    const capture = captureBroadcasts()
    const before = DateTime.utc().minus({ seconds: 2 })
    try {
      const response = await client
        .post(`/transporter/transports/${transport.id}/positions`)
        .json(PRECISE)
        .accept('json')
        .withCsrfToken()
        .loginAs(carrier.user)
      response.assertStatus(201)
      assert.isTrue(response.body().stored)
    } finally {
      capture.restore()
    }
    const rows = await positionsOf(transport.id)
    assert.lengthOf(rows, 1)
    assert.closeTo(rows[0].lat, PRECISE.lat, 1e-9)
    assert.closeTo(rows[0].lng, PRECISE.lng, 1e-9)
    assert.equal(rows[0].accuracyM, 18)
    assert.closeTo(rows[0].speedMps!, 22.5, 1e-9)
    assert.equal(rows[0].reporterUserId, carrier.user.id)
    /* the server's time, not the phone's */
    assert.isTrue(
      rows[0].recordedAt >= before && rows[0].recordedAt <= DateTime.utc().plus({ seconds: 2 })
    )

    const channels = capture.calls.map(([channel]) => channel)
    assert.sameMembers(channels, [`teams/${dealer.team.id}`, `tracking/${transport.trackingToken}`])
    const [, toDealer] = capture.calls.find(([channel]) => channel.startsWith('teams/'))!
    const [, toPublic] = capture.calls.find(([channel]) => channel.startsWith('tracking/'))!
    assert.equal(toDealer.type, 'transport.position')
    assert.equal(toDealer.transportId, transport.id)
    assert.equal(toDealer.mode, 'live')
    assert.equal(toDealer.lat, 45.31416)
    assert.equal(toDealer.radiusM, 18)
    /* the public channel: the view only (no id, no speed, no reporter) */
    assert.sameMembers(Object.keys(toPublic), [
      'type',
      'mode',
      'lat',
      'lng',
      'radiusM',
      'recordedAt',
      'remainingKm',
      'etaMinutes',
    ])
    assert.isAbove(toPublic.remainingKm, 0)
    assert.isAbove(toPublic.etaMinutes, 0)
  })

  test('positions are stored only while picked up or in transit', async ({ client, assert }) => {
    for (const state of ['picked_up', 'in_transit'] as const) {
      const { carrier, transport } = await onTheRoad(state)
      const response = await client
        .post(`/transporter/transports/${transport.id}/positions`)
        .json(PRECISE)
        .accept('json')
        .withCsrfToken()
        .loginAs(carrier.user)
      response.assertStatus(201)
    }
    const refused = [
      'assigned',
      'pickup_scheduled',
      'delivered',
      'completed',
      'disputed',
      'cancelled',
    ] as const
    for (const state of refused) {
      const { carrier, transport } = await onTheRoad(state)
      const capture = captureBroadcasts()
      try {
        const response = await client
          .post(`/transporter/transports/${transport.id}/positions`)
          .json(PRECISE)
          .accept('json')
          .withCsrfToken()
          .loginAs(carrier.user)
        response.assertStatus(409)
        assert.match(response.body().errors[0].message, /ritirato o in viaggio/)
      } finally {
        capture.restore()
      }
      assert.lengthOf(await positionsOf(transport.id), 0, state)
      assert.deepEqual(capture.calls, [], state)
    }
  })

  test('another carrier, the dealer, staff and a guest are refused; nothing is stored', async ({
    client,
    assert,
  }) => {
    const { dealer, transport } = await onTheRoad()
    const other = await createCarrier()
    const staff = await createStaff()
    const url = `/transporter/transports/${transport.id}/positions`
    for (const user of [other.user, dealer.user, staff.user]) {
      const response = await client
        .post(url)
        .json(PRECISE)
        .accept('json')
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(404)
    }
    const guest = await client.post(url).json(PRECISE).accept('json').withCsrfToken()
    assert.include([401, 302, 303], guest.status())
    /* the dealer's own transport on the dealer side has no such route */
    const dealerSide = await client
      .post(`/dealer/transports/${transport.id}/positions`)
      .json(PRECISE)
      .accept('json')
      .withCsrfToken()
      .loginAs(dealer.user)
    dealerSide.assertStatus(404)
    assert.lengthOf(await positionsOf(transport.id), 0)
  })

  test('the assigned driver may report; another driver of the team finds no such transport', async ({
    client,
    assert,
  }) => {
    const { carrier, transport } = await onTheRoad()
    const driver = await addMember(carrier.team, 'driver')
    const other = await addMember(carrier.team, 'driver')
    transport.driverUserId = driver.id
    await transport.save()
    const refused = await client
      .post(`/transporter/transports/${transport.id}/positions`)
      .json(PRECISE)
      .accept('json')
      .withCsrfToken()
      .loginAs(other)
    refused.assertStatus(404)
    assert.lengthOf(await TransportPosition.query().where('transport_id', transport.id), 0)
    const response = await client
      .post(`/transporter/transports/${transport.id}/positions`)
      .json(PRECISE)
      .accept('json')
      .withCsrfToken()
      .loginAs(driver)
    response.assertStatus(201)
  })

  test('at most one position a minute per transport: the next is a 429 storing nothing', async ({
    client,
    assert,
  }) => {
    const { carrier, transport } = await onTheRoad()
    const driver = await addMember(carrier.team, 'driver')
    transport.driverUserId = driver.id
    await transport.save()
    const url = `/transporter/transports/${transport.id}/positions`
    ;(
      await client.post(url).json(PRECISE).accept('json').withCsrfToken().loginAs(carrier.user)
    ).assertStatus(201)
    const capture = captureBroadcasts()
    try {
      /* another phone of the same team, seconds later */
      const again = await client
        .post(url)
        .json(PRECISE)
        .accept('json')
        .withCsrfToken()
        .loginAs(driver)
      again.assertStatus(429)
      assert.isFalse(again.body().stored)
      const retryAfter = Number(again.header('retry-after'))
      assert.isAbove(retryAfter, 0)
      assert.isAtMost(retryAfter, 60)
    } finally {
      capture.restore()
    }
    assert.deepEqual(capture.calls, [])
    assert.lengthOf(await positionsOf(transport.id), 1)

    /* a minute later it is stored again */
    await TransportPosition.query()
      .where('transport_id', transport.id)
      .update({
        recorded_at: DateTime.utc().minus({ seconds: 61 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      })
    ;(
      await client.post(url).json(PRECISE).accept('json').withCsrfToken().loginAs(carrier.user)
    ).assertStatus(201)
    assert.lengthOf(await positionsOf(transport.id), 2)
  })

  test('values out of range, strings, NaN and huge numbers are a 422 and store nothing', async ({
    client,
    assert,
  }) => {
    const { carrier, transport } = await onTheRoad()
    const url = `/transporter/transports/${transport.id}/positions`
    const bodies: Record<string, unknown>[] = [
      { ...PRECISE, lat: 90.0001 },
      { ...PRECISE, lat: -91 },
      { ...PRECISE, lng: 180.5 },
      { ...PRECISE, lat: 1e308 },
      { ...PRECISE, lng: -1e308 },
      { ...PRECISE, lat: '45.4' },
      { ...PRECISE, lng: 'NaN' },
      { ...PRECISE, lat: null },
      { ...PRECISE, lat: [45] },
      { ...PRECISE, lat: { value: 45 } },
      { ...PRECISE, accuracy: -1 },
      { ...PRECISE, accuracy: 1e12 },
      { ...PRECISE, speed: 1000 },
      { ...PRECISE, speed: 'fast' },
      { lat: PRECISE.lat, lng: PRECISE.lng },
      {},
    ]
    for (const body of bodies) {
      const response = await client
        .post(url)
        .json(body)
        .accept('json')
        .withCsrfToken()
        .loginAs(carrier.user)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.isArray(response.body().errors)
    }
    /* NaN and Infinity cannot be JSON: as form fields they are strings, refused the same way */
    for (const value of ['NaN', 'Infinity', '-Infinity', '1e999']) {
      const response = await client
        .post(url)
        .form({ lat: value, lng: '9.5', accuracy: '10' })
        .header('accept', 'application/json')
        .withCsrfToken()
        .loginAs(carrier.user)
      assert.equal(response.status(), 422, value)
    }
    /* a literal NaN in a JSON body is a malformed body, never a 500 */
    const raw = await client
      .post(url)
      .header('content-type', 'application/json')
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(carrier.user)
      .json('{"lat": NaN, "lng": 9.5, "accuracy": 10}' as any)
    assert.include([400, 422], raw.status(), JSON.stringify(raw.body()))
    /* 1e999 parses to Infinity */
    const infinite = await client
      .post(url)
      .header('content-type', 'application/json')
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(carrier.user)
      .json('{"lat": 1e999, "lng": 9.5, "accuracy": 10}' as any)
    assert.equal(infinite.status(), 422, JSON.stringify(infinite.body()))
    assert.lengthOf(await positionsOf(transport.id), 0)
  })

  test('positions older than 30 days are pruned', async ({ assert }) => {
    const { transport } = await onTheRoad()
    await storePosition(transport.id, 31 * 24 * 60)
    await storePosition(transport.id, 29 * 24 * 60)
    await storePosition(transport.id, 5)
    assert.equal(await prunePositions(), 1)
    assert.lengthOf(await positionsOf(transport.id), 2)
  })
})

test.group('Tracking / what the pages show of the position', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function pages(client: any, dealerUser: any, transport: Transport) {
    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealerUser)
      .withInertia()
    dealerPage.assertStatus(200)
    const trackingPage = await client.get(`/tracking/${transport.trackingToken}`).withInertia()
    trackingPage.assertStatus(200)
    return [dealerPage.inertiaProps as any, trackingPage.inertiaProps as any]
  }

  test('before the pickup: the pickup town\u2019s centre, never a stored position', async ({
    client,
    assert,
  }) => {
    for (const state of ['assigned', 'pickup_scheduled'] as const) {
      const { dealer, transport } = await onTheRoad(state)
      /* even a position stored earlier (e.g. a state set back by staff) stays hidden */
      await storePosition(transport.id)
      for (const props of await pages(client, dealer.user, transport)) {
        assert.equal(props.position.mode, 'town', state)
        /* Milan's centre (the pickup province MI), a 15 km circle */
        assert.deepEqual(
          [props.position.lat, props.position.lng, props.position.radiusM],
          [45.46, 9.19, 15_000]
        )
        assert.isNull(props.position.recordedAt)
        assert.isNull(props.position.etaMinutes)
        assert.deepEqual(leaksPrecise(props), [], state)
      }
    }
    /* published (no carrier yet): the town too */
    const published = await createDealerTransport()
    const [dealerProps, publicProps] = await pages(client, published.user, published.transport)
    assert.equal(dealerProps.position.mode, 'town')
    assert.equal(publicProps.position.mode, 'town')
  })

  test('on the road: the last position with its time and a rough ETA', async ({
    client,
    assert,
  }) => {
    const { dealer, transport } = await onTheRoad('in_transit')
    for (const props of await pages(client, dealer.user, transport)) {
      assert.equal(props.position.mode, 'none')
      assert.isNull(props.position.lat)
    }
    await storePosition(transport.id, 50, { lat: 44.5, lng: 11.3, accuracy: 500, speed: 0 })
    const latest = await storePosition(transport.id, 12)
    for (const props of await pages(client, dealer.user, transport)) {
      assert.equal(props.position.mode, 'live')
      assert.equal(props.position.lat, 45.31416)
      assert.equal(props.position.lng, 9.50322)
      assert.equal(props.position.radiusM, 18)
      assert.approximately(
        DateTime.fromISO(props.position.recordedAt).toMillis(),
        latest.recordedAt.toMillis(),
        1000
      )
      /* Lodi → Naples (NA): some 600 km at 60 km/h */
      assert.isAbove(props.position.remainingKm, 500)
      assert.equal(props.position.etaMinutes, Math.round((props.position.remainingKm / 60) * 60))
      /* no tile server configured: the offline outline, nothing fetched */
      assert.isNull(props.position.tiles)
    }
  })

  test('after the delivery: hidden, no coordinates at all', async ({ client, assert }) => {
    for (const state of ['delivered', 'completed', 'disputed', 'cancelled'] as const) {
      const { dealer, transport } = await onTheRoad(state)
      await storePosition(transport.id)
      for (const props of await pages(client, dealer.user, transport)) {
        assert.deepInclude(props.position, {
          mode: 'hidden',
          lat: null,
          lng: null,
          radiusM: null,
          recordedAt: null,
        })
        assert.deepEqual(leaksPrecise(props), [], state)
      }
    }
  })

  test('the tracking page reads the position in a fixed number of queries', async ({
    client,
    assert,
  }) => {
    const { transport } = await onTheRoad('in_transit')
    await storePosition(transport.id, 3)
    const few = await countQueries(() =>
      client.get(`/tracking/${transport.trackingToken}`).withInertia()
    )
    for (let minutes = 4; minutes < 40; minutes++) await storePosition(transport.id, minutes)
    const many = await countQueries(() =>
      client.get(`/tracking/${transport.trackingToken}`).withInertia()
    )
    assert.equal(many.queries, few.queries)
    /* the transport + its events, the last position, the tile setting */
    assert.isAtMost(many.queries, 5)
    assert.equal((many.result as any).inertiaProps.position.mode, 'live')
  })
})
