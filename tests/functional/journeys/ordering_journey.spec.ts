import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportRequest from '#requests/models/transport_request'
import Quote from '#requests/models/quote'
import Order from '#ordering/models/order'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { walletBalance } from '#ledger/queries/balances'
import { seedWalletCredit } from '#wallet/actions/wallet_movements'
import { createUserWithTeam } from '#tests/helpers/factories'
import { validRequestBody, validVehicleBody } from '#tests/helpers/request_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { submitAs } from '#tests/helpers/requests'

/**
 * The main path over HTTP: a dealer creates a 2-vehicle request, gets
 * a quote with its breakdown, puts it in the cart, pays from the wallet; the
 * order is paid and its transport published; staff assign a transporter; the
 * dealer's transport page and the public tracking page show the new state
 * and the change is broadcast to both (so open pages update without a
 * reload); another dealer cannot see the request (404).
 */
test.group('Ordering journey', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('request → quote → cart → wallet checkout → published → assigned, live on dealer and tracking pages', async ({
    client,
    assert,
  }) => {
    const { user: dealer, team } = await createUserWithTeam('dealer')
    const { user: admin } = await createUserWithTeam('staff')
    const { team: carrier } = await createUserWithTeam('transporter')
    const { user: otherDealer } = await createUserWithTeam('dealer')
    await seedWalletCredit(team.id, 500_000, 'test credit', admin.id)

    /* 1. A 2-vehicle request, submitted: priced at once. */
    const body = validRequestBody({
      vehicles: [
        validVehicleBody(),
        {
          category: 'suv',
          make: 'Jeep',
          model: 'Compass',
          plate: 'EF456GH',
          running: true,
          declaredValue: '28.000,00',
        },
      ],
    })
    const created = await submitAs(client, dealer, 'post', '/dealer/requests').json({
      ...body,
      intent: 'submit',
    })
    created.assertStatus(302)
    const request = await TransportRequest.query()
      .where('team_id', team.id)
      .preload('vehicles')
      .firstOrFail()
    assert.equal(request.state, 'quoted')
    assert.lengthOf(request.vehicles, 2)
    const quote = await Quote.query()
      .where('transport_request_id', request.id)
      .where('state', 'valid')
      .firstOrFail()

    /* 2. The show page has the breakdown: distance, a line per vehicle, the multi-vehicle discount, VAT. */
    const show = await client.get(`/dealer/requests/${request.id}`).loginAs(dealer).withInertia()
    show.assertInertiaComponent('dealer/requests/show')
    const shownQuote = show.body().props.request.quote
    assert.equal(shownQuote.netCents, quote.netCents)
    const lines = shownQuote.breakdown.lines as { kind: string; vehicleIndex?: number }[]
    assert.deepEqual(
      [
        ...new Set(
          lines.filter((line) => line.kind === 'vehicle_base').map((line) => line.vehicleIndex)
        ),
      ],
      [0, 1]
    )
    assert.isTrue(lines.some((line) => line.kind === 'multi_vehicle_discount'))
    assert.equal(quote.grossCents, quote.netCents + quote.vatCents)

    /* 3. Cart, then wallet checkout. */
    await submitAs(client, dealer, 'post', '/dealer/cart/items').json({ quoteId: quote.id })
    const cart = await client.get('/dealer/cart').loginAs(dealer).withInertia()
    cart.assertInertiaComponent('dealer/cart/show')
    assert.equal(cart.body().props.totals?.grossCents ?? quote.grossCents, quote.grossCents)
    const paid = await submitAs(client, dealer, 'post', '/dealer/cart/checkout').json({
      paymentMethod: 'wallet',
      expectedGrossCents: quote.grossCents,
    })
    paid.assertStatus(302)
    const order = await Order.query().where('team_id', team.id).firstOrFail()
    assert.equal(order.state, 'paid')
    assert.equal(order.grossCents, quote.grossCents)
    assert.equal(await walletBalance(team.id), 500_000 - quote.grossCents)
    const transport = await Transport.query().where('order_id', order.id).firstOrFail()
    assert.equal(transport.state, 'published')

    /* 4. Staff assign a transporter: one event, broadcast to the dealer team and the tracking channel. */
    const { calls: broadcasts, restore } = captureBroadcasts()
    try {
      const assigned = await submitAs(
        client,
        admin,
        'post',
        `/admin/transports/${transport.id}/assign`
      ).json({ transporterTeamId: carrier.id, stateVersion: transport.stateVersion })
      assigned.assertStatus(302)
    } finally {
      restore()
    }
    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.equal(transport.transporterTeamId, carrier.id)
    const events = await TransportEvent.query().where('transport_id', transport.id).orderBy('id')
    assert.deepEqual(
      events.map((event) => [event.type, event.toState]),
      [
        ['created', 'published'],
        ['assigned', 'assigned'],
      ]
    )
    const channels = broadcasts.map(([channel]) => channel)
    assert.include(channels, `teams/${team.id}`)
    assert.include(channels, `tracking/${transport.trackingToken}`)
    for (const [channel, payload] of broadcasts) {
      /* The bell's counts (users/:id) and the staff's live feed say other things. */
      if (payload.type === 'notifications.unread' || channel === 'staff/feed') continue
      /* The marketplace only learns that the transport left it: no state, no data. */
      if (channel === 'transports/published')
        assert.deepEqual(payload, { type: 'marketplace.changed', transportId: transport.id })
      else assert.equal(payload.state, 'assigned')
    }

    /* 5. The dealer's transport page and the public tracking page show the new state. */
    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer)
      .withInertia()
    dealerPage.assertInertiaComponent('dealer/transports/show')
    assert.equal(dealerPage.body().props.transport.state, 'assigned')
    const tracking = await client.get(`/tracking/${transport.trackingToken}`).withInertia()
    tracking.assertInertiaComponent('site/tracking')
    const trackingProps = JSON.stringify(tracking.body().props)
    assert.include(trackingProps, 'assigned')
    assert.notInclude(trackingProps, String(transport.netCents))
    assert.notInclude(trackingProps, transport.pickupStreet)

    /* 6. Another dealer team cannot see the request, the order or the transport. */
    ;(await client.get(`/dealer/requests/${request.id}`).loginAs(otherDealer)).assertStatus(404)
    ;(await client.get(`/dealer/orders/${order.id}`).loginAs(otherDealer)).assertStatus(404)
    ;(await client.get(`/dealer/transports/${transport.id}`).loginAs(otherDealer)).assertStatus(404)
  })
})
