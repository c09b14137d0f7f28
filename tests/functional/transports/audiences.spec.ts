import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'
import { todayInRome } from '#shared/time_zone'
import Transport from '#transports/models/transport'
import TransportTransformer from '#transports/transformers/transport_transformer'
import { transportPage } from '#transports/queries/transport_pages'
import { createCartItem, fundWallet } from '#tests/helpers/ordering_factories'
import {
  allKeys,
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { submitAs } from '#tests/helpers/requests'

/**
 * One variant per audience: each audience's props and JSON lack the fields
 * of the others, searched at any depth (a key hidden by the React component
 * would still reach the browser).
 */

/** What only staff may receive: the carrier's payout, the platform's commission, the price breakdown. */
const STAFF_ONLY = ['payoutCents', 'commissionCents', 'payout', 'commission', 'breakdown']
/** The dealer's price: never for a carrier. */
const DEALER_PRICE = ['netCents', 'vatCents', 'grossCents', 'breakdown', 'commissionCents']
/** Street addresses and contact data. */
const CONTACTS = [
  'street',
  'cap',
  'referentName',
  'referentPhone',
  'referentEmail',
  'pickupStreet',
  'deliveryStreet',
  'email',
  'phone',
]

test.group('Audiences / dealer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no dealer page carries the carrier’s payout, the commission or a price breakdown', async ({
    client,
    assert,
  }) => {
    const { team: carrier } = await createTransporter()
    const { user, team, order, transport } = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.id,
    })
    await fundWallet(team, 100_000)
    await createCartItem(team, user.id, { netCents: 20_000 })
    const day = transport.pickupOn!.toISODate()
    const pages = [
      '/dealer',
      '/dealer/transports',
      `/dealer/transports/${transport.id}`,
      `/dealer/transports/${transport.id}/edit`,
      `/dealer/calendar?date=${day}`,
      '/dealer/cart',
      '/dealer/orders',
      `/dealer/orders/${order.id}`,
    ]
    for (const url of pages) {
      const response = await client.get(url).loginAs(user).withInertia()
      response.assertStatus(200)
      const keys = allKeys(response.inertiaProps)
      for (const key of STAFF_ONLY) assert.notInclude(keys, key, `${url} sends ${key}`)
    }
  })

  test('the broadcast of a state change to the dealer team carries neither payout nor commission', async ({
    client,
    assert,
  }) => {
    const { team, transport } = await createDealerTransport()
    const { team: carrier } = await createTransporter()
    const { user: staff } = await createStaff()
    const capture = captureBroadcasts()
    try {
      await submitAs(client, staff, 'post', `/admin/transports/${transport.id}/assign`).form({
        transporterTeamId: carrier.id,
        stateVersion: 0,
      })
    } finally {
      capture.restore()
    }
    const toDealer = capture.calls.filter(([channel]) => channel === `teams/${team.id}`)
    assert.lengthOf(toDealer, 1)
    const toTracking = capture.calls.filter(([channel]) => channel.startsWith('tracking/'))
    for (const [, payload] of [...toDealer, ...toTracking]) {
      const keys = allKeys(payload)
      for (const key of [...STAFF_ONLY, ...DEALER_PRICE, ...CONTACTS]) assert.notInclude(keys, key)
    }
  })
})

test.group('Audiences / staff', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff see the money split of a transport: the dealer’s net, the payout and the commission', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user: staff } = await createStaff()
    const response = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff)
      .withInertia()
    const props = (response.inertiaProps as any).transport
    assert.equal(props.netCents, 50_000)
    assert.equal(props.payoutCents, 42_500)
    assert.equal(props.commissionCents, 7_500)
    assert.equal(props.pickup.street, 'Via Roma 1')
  })
})

test.group('Audiences / carrier', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the carrier’s variant: its payout, never the dealer’s price; places and referents only once assigned', async ({
    assert,
  }) => {
    const { team: carrier } = await createTransporter()
    const published = await createDealerTransport()
    const assigned = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.id,
    })

    const before = new TransportTransformer(
      (await transportPage(published.transport.id, {}))!
    ).forTransporter()
    assert.equal(before.payoutCents, 42_500)
    for (const key of DEALER_PRICE) assert.notInclude(allKeys(before), key)
    assert.equal(before.pickup.city, 'Milano')
    for (const place of [before.pickup, before.delivery]) {
      assert.isNull(place.street)
      assert.isNull(place.cap)
      assert.isNull(place.referentName)
      assert.isNull(place.referentPhone)
      assert.isNull(place.referentEmail)
    }
    assert.notInclude(JSON.stringify(before), 'Rossi')
    assert.notInclude(JSON.stringify(before), '@example.test')

    const after = new TransportTransformer(
      (await transportPage(assigned.transport.id, { transporterTeamId: carrier.id }))!
    ).forTransporter()
    assert.equal(after.pickup.street, 'Via Roma 1')
    assert.equal(after.pickup.referentPhone, '+39 333 1234567')
    for (const key of DEALER_PRICE) assert.notInclude(allKeys(after), key)
  })

  test('the carrier dashboard shows its work and earnings, no dealer price and no contacts', async ({
    client,
    assert,
  }) => {
    const { user, team: carrier } = await createTransporter()
    const { transport } = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.id,
    })
    await Transport.query().where('id', transport.id).update({ pickup_on: todayInRome() })
    const response = await client.get('/transporter').loginAs(user).withInertia()
    const { activity, overview } = response.inertiaProps as any
    assert.lengthOf(activity.todayPickups, 1)
    const keys = allKeys({ activity, overview })
    for (const key of [...DEALER_PRICE, ...CONTACTS, 'payoutCents']) assert.notInclude(keys, key)
  })
})

test.group('Audiences / public and API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the tracking page sends no price, no street address, no contact, first names only', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const response = await client.get(`/tracking/${transport.trackingToken}`).withInertia()
    const keys = allKeys((response.inertiaProps as any).tracking)
    for (const key of [...STAFF_ONLY, ...DEALER_PRICE, ...CONTACTS, 'id', 'trackingToken']) {
      assert.notInclude(keys, key)
    }
    assert.deepEqual((response.inertiaProps as any).tracking.pickup, {
      city: 'Milano',
      province: 'MI',
      referentFirstName: 'Mario',
    })
  })

  test('the API sends no money, no street address and no contact', async ({ client, assert }) => {
    const { user, transport } = await createDealerTransport()
    const token = (
      await User.accessTokens.create(user, ['read'], { name: 'test' })
    ).value!.release()
    for (const url of ['/api/v1/transports', `/api/v1/transports/${transport.id}`]) {
      const response = await client.get(url).bearerToken(token)
      response.assertStatus(200)
      const keys = allKeys(response.body())
      for (const key of [...STAFF_ONLY, ...DEALER_PRICE, ...CONTACTS]) assert.notInclude(keys, key)
    }
  })
})
