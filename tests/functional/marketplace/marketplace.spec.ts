import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { buyNow } from '#marketplace/actions/buy_now'
import { createUserWithTeam } from '#tests/helpers/factories'
import { CARRIER_PRIVATE_KEYS as PRIVATE_KEYS } from '#tests/helpers/privacy'
import {
  allKeys,
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'
import { createCartItem, fundWallet } from '#tests/helpers/ordering_factories'
import { checkout } from '#ordering/actions/checkout'
import { tokenFor } from '#tests/helpers/api'

test.group('Marketplace / who may take work', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a verified carrier serving the pickup region sees the transport, towns only', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user } = await createCarrier({ regions: ['lombardia'] })
    const list = await client.get('/transporter/marketplace').loginAs(user).withInertia()
    list.assertStatus(200)
    list.assertInertiaComponent('transporter/marketplace/index')
    const props = list.inertiaProps as any
    assert.isNull(props.refusal)
    assert.deepEqual(
      props.transports.data.map((row: any) => row.id),
      [transport.id]
    )
    const row = props.transports.data[0]
    assert.deepEqual(row.pickup.city, 'Milano')
    assert.equal(row.payoutCents, transport.payoutCents)
    assert.sameMembers(
      allKeys(props.transports).filter((key) => PRIVATE_KEYS.includes(key)),
      []
    )

    const page = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(user)
      .withInertia()
    page.assertInertiaComponent('transporter/marketplace/show')
    const offer = (page.inertiaProps as any).transport
    assert.equal(offer.pickup.city, 'Milano')
    assert.isAbove(offer.vehicles.length, 0)
    assert.deepEqual(
      allKeys(offer).filter((key) => PRIVATE_KEYS.includes(key)),
      []
    )
    /* Nothing of the dealer's anywhere in the page's JSON. */
    const json = JSON.stringify(page.inertiaProps)
    for (const secret of [
      transport.pickupStreet,
      transport.pickupReferentPhone!,
      transport.deliveryStreet,
      transport.trackingToken,
    ]) {
      assert.notInclude(json, secret)
    }
  })

  test('a carrier serving a province of the pickup sees it; another region does not', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const byProvince = await createCarrier({ regions: [], provinces: ['MI'] })
    const elsewhere = await createCarrier({ regions: ['lazio'] })
    const seen = await client.get('/transporter/marketplace').loginAs(byProvince.user).withInertia()
    assert.lengthOf((seen.inertiaProps as any).transports.data, 1)
    const unseen = await client
      .get('/transporter/marketplace')
      .loginAs(elsewhere.user)
      .withInertia()
    assert.lengthOf((unseen.inertiaProps as any).transports.data, 0)

    const refused = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(elsewhere.user)
      .redirects(0)
    refused.assertStatus(302)
    refused.assertHeader('location', '/transporter/marketplace')
    assert.equal(
      (refused.flashMessages() as any).error,
      'Questo trasporto parte da una zona che non servi.'
    )
  })

  for (const [label, options, reason] of [
    ['an unverified team', { verified: false }, 'not_verified'],
    ['a suspended team', { suspended: true }, 'suspended'],
    ['a team serving nowhere', { regions: [], provinces: [] }, 'no_area_served'],
  ] as const) {
    test(`${label} sees why it may not work, and its buy-now is refused`, async ({
      client,
      assert,
    }) => {
      const { transport } = await createDealerTransport()
      const { user, team } = await createCarrier(options as any)
      const list = await client.get('/transporter/marketplace').loginAs(user).withInertia()
      const props = list.inertiaProps as any
      assert.equal(props.refusal, reason)
      assert.isNull(props.transports)

      const response = await submitAs(
        client,
        user,
        'post',
        `/transporter/marketplace/${transport.id}/buy`
      ).form({})
      response.assertHeader('location', '/transporter/marketplace')
      assert.isString((response.flashMessages() as any).error)
      await transport.refresh()
      assert.equal(transport.state, 'published')
      assert.isNull(transport.transporterTeamId)
      assert.lengthOf(
        await TransportEvent.query().where('transport_id', transport.id).where('type', 'assigned'),
        0
      )
      assert.deepEqual(
        await buyNow({ transportId: transport.id, teamId: team.id, userId: user.id }),
        { ok: false, error: reason }
      )
    })
  }

  test('drivers, dealers and staff have no marketplace', async ({ client, assert }) => {
    const { transport } = await createDealerTransport()
    const driver = await createCarrier({ role: 'driver' })
    const { user: dealer } = await createUserWithTeam('dealer')
    const staff = await createStaff()
    ;(await client.get('/transporter/marketplace').loginAs(driver.user)).assertStatus(403)
    const buy = await submitAs(
      client,
      driver.user,
      'post',
      `/transporter/marketplace/${transport.id}/buy`
    ).form({})
    assert.isString((buy.flashMessages() as any).error)
    await transport.refresh()
    assert.equal(transport.state, 'published')
    ;(await client.get('/transporter/marketplace').loginAs(dealer)).assertStatus(404)
    ;(await client.get('/transporter/marketplace').loginAs(staff.user)).assertStatus(404)
  })
})

test.group('Marketplace / buy-now', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('buy-now assigns the transport to the team at its payout, once, and says so live', async ({
    client,
    assert,
  }) => {
    const { transport, team: dealerTeam } = await createDealerTransport()
    const { user, team } = await createCarrier()
    const other = await createCarrier()
    const { calls, restore } = captureBroadcasts()
    try {
      const response = await submitAs(
        client,
        user,
        'post',
        `/transporter/marketplace/${transport.id}/buy`
      ).form({ stateVersion: 0 })
      response.assertHeader('location', `/transporter/transports/${transport.id}`)
      assert.match((response.flashMessages() as any).success, new RegExp(transport.reference))
    } finally {
      restore()
    }
    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.equal(transport.transporterTeamId, team.id)
    assert.isNotNull(transport.assignedAt)
    const events = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'assigned')
    assert.lengthOf(events, 1)
    assert.equal(events[0].actorKind, 'transporter')
    assert.equal(events[0].actorUserId, user.id)
    assert.deepInclude(events[0].payload, { via: 'buy_now', transporterTeamId: team.id })
    /* The dealer's page and the winner's team hear it; the marketplace drops it. */
    const channels = calls.map(([channel]) => channel)
    assert.includeMembers(channels, [
      `teams/${dealerTeam.id}`,
      `teams/${team.id}`,
      'transports/published',
    ])

    const late = await submitAs(
      client,
      other.user,
      'post',
      `/transporter/marketplace/${transport.id}/buy`
    ).form({ stateVersion: 0 })
    late.assertHeader('location', '/transporter/marketplace')
    assert.equal(
      (late.flashMessages() as any).error,
      'Un altro trasportatore ha preso questo trasporto un istante prima di te.'
    )
    await transport.refresh()
    assert.equal(transport.transporterTeamId, team.id)
    assert.lengthOf(
      await TransportEvent.query().where('transport_id', transport.id).where('type', 'assigned'),
      1
    )
  })

  test('the winner now sees the addresses, referents, vehicles and dealer; others do not', async ({
    client,
    assert,
  }) => {
    const { transport, team: dealerTeam } = await createDealerTransport()
    const winner = await createCarrier()
    const other = await createCarrier()
    assert.isTrue(
      (await buyNow({ transportId: transport.id, teamId: winner.team.id, userId: winner.user.id }))
        .ok
    )
    const page = await client
      .get(`/transporter/transports/${transport.id}`)
      .loginAs(winner.user)
      .withInertia()
    page.assertInertiaComponent('transporter/transports/show')
    const own = (page.inertiaProps as any).transport
    assert.equal(own.pickup.street, transport.pickupStreet)
    assert.equal(own.pickup.referentPhone, transport.pickupReferentPhone)
    assert.equal(own.dealerName, dealerTeam.name)
    assert.isAbove(own.vehicles.length, 0)
    assert.notProperty(own, 'pricePaid')
    assert.notProperty(own, 'netCents')
    /* The marketplace page of a taken transport sends the winner to its own page, others away. */
    const again = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(winner.user)
      .redirects(0)
    again.assertHeader('location', `/transporter/transports/${transport.id}`)
    ;(await client.get(`/transporter/transports/${transport.id}`).loginAs(other.user)).assertStatus(
      404
    )
    const gone = await client
      .get(`/transporter/marketplace/${transport.id}`)
      .loginAs(other.user)
      .redirects(0)
    gone.assertHeader('location', '/transporter/marketplace')
  })

  test('a stale page (the transport changed since) is refused, nothing written', async ({
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const carrier = await createCarrier()
    await Transport.query().where('id', transport.id).update({ state_version: 3 })
    assert.deepEqual(
      await buyNow({
        transportId: transport.id,
        teamId: carrier.team.id,
        userId: carrier.user.id,
        expectedVersion: 0,
      }),
      { ok: false, error: 'taken' }
    )
    await transport.refresh()
    assert.equal(transport.state, 'published')
  })

  test('paying an order announces its transports to the marketplace, after the commit', async ({
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 200_000)
    await createCartItem(team, user.id, { netCents: 20_000 })
    const { calls, restore } = captureBroadcasts()
    try {
      assert.isTrue((await checkout({ teamId: team.id, userId: user.id })).ok)
    } finally {
      restore()
    }
    const transport = await Transport.query().where('team_id', team.id).firstOrFail()
    /* the carriers' lists, then the staff's live feed (the order paid); the bells' counts aside */
    assert.deepEqual(
      calls
        .filter(([, payload]) => payload.type !== 'notifications.unread')
        .map(([channel, payload]) => [channel, payload.type, payload.transportId ?? payload.kind]),
      [
        ['transports/published', 'marketplace.changed', transport.id],
        ['staff/feed', 'feed.item', 'order'],
      ]
    )
  })
})

test.group('Marketplace / filters, sorts and cost', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sorts by payout and filters by minimum payout and delivery province', async ({
    client,
    assert,
  }) => {
    const cheap = await createDealerTransport()
    const dear = await createDealerTransport()
    await Transport.query().where('id', cheap.transport.id).update({ payout_cents: 30_000 })
    await Transport.query()
      .where('id', dear.transport.id)
      .update({ payout_cents: 90_000, delivery_province: 'TO', delivery_region: 'piemonte' })
    const { user } = await createCarrier()
    const ids = async (qs: string) =>
      (
        (await client.get(`/transporter/marketplace${qs}`).loginAs(user).withInertia())
          .inertiaProps as any
      ).transports.data.map((row: any) => row.id)
    assert.deepEqual(await ids('?sort=payout'), [dear.transport.id, cheap.transport.id])
    assert.deepEqual(await ids('?sort=payout&minPayout=500'), [dear.transport.id])
    assert.deepEqual(await ids('?deliveryProvince=NA'), [cheap.transport.id])
    assert.deepEqual(await ids('?deliveryRegion=piemonte'), [dear.transport.id])
    /* Malformed filters are ignored, never an error page. */
    assert.lengthOf(await ids('?sort=nope&minPayout=-4&from=2026-02-31&category=%00'), 2)
    assert.deepEqual(await ids('?sort=distance&near=MI'), await ids('?sort=distance&near=MI'))
  })

  test('the list costs the same few queries whatever the number of transports', async ({
    client,
    assert,
  }) => {
    const { user } = await createCarrier()
    await createDealerTransport()
    const few = await countQueries(() =>
      client.get('/transporter/marketplace').loginAs(user).withInertia()
    )
    for (let index = 0; index < 25; index++) await createDealerTransport()
    const many = await countQueries(() =>
      client.get('/transporter/marketplace?sort=payout').loginAs(user).withInertia()
    )
    assert.equal(many.queries, few.queries)
    assert.isAtMost(many.queries, 10)
    assert.lengthOf((many.result.inertiaProps as any).transports.data, 20)
  })
})

test.group('Marketplace / the API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the API is the dealers': a carrier token reads no transport, before or after the award", async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user, team } = await createCarrier()
    const secret = await tokenFor(user, ['read'])
    const secrets = [transport.pickupStreet, transport.deliveryStreet, transport.reference]

    const list = await client.get('/api/v1/transports').bearerToken(secret)
    list.assertStatus(404)
    const one = await client.get(`/api/v1/transports/${transport.id}`).bearerToken(secret)
    one.assertStatus(404)
    for (const value of secrets) assert.notInclude(JSON.stringify([list.body(), one.body()]), value)

    assert.isTrue(
      (await buyNow({ transportId: transport.id, teamId: team.id, userId: user.id })).ok
    )
    const after = await client.get(`/api/v1/transports/${transport.id}`).bearerToken(secret)
    after.assertStatus(404)
    for (const value of secrets) assert.notInclude(JSON.stringify(after.body()), value)
  })
})
