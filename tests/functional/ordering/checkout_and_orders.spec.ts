import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import CartItem from '#ordering/models/cart_item'
import Order from '#ordering/models/order'
import OrderItem from '#ordering/models/order_item'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import Transport from '#transports/models/transport'
import Team from '#teams/models/team'
import { walletLines } from '#tests/helpers/ledger'
import { walletBalance } from '#ledger/queries/balances'
import { checkout } from '#ordering/actions/checkout'
import { cancelOrder } from '#ordering/actions/cancel_order'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  createCartItem,
  createCheckedOutOrder,
  fundWallet,
} from '#tests/helpers/ordering_factories'
import { submitAs } from '#tests/helpers/requests'

test.group('Ordering / checkout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('checkout pays the cart from the wallet: one paid order, items, quotes and requests ordered, transports published', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const member = await addMember(team, 'member')
    await fundWallet(team, 100_000)
    const first = await createCartItem(team, member.id, { netCents: 20_000, vehicles: 2 })
    const second = await createCartItem(team, member.id, { netCents: 10_000 })
    const expired = await createCartItem(team, member.id, {
      netCents: 5_000,
      expiresAt: DateTime.now().minus({ minutes: 1 }),
    })

    const response = await submitAs(client, member, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'wallet',
      expectedGrossCents: 36_600,
    })

    const order = await Order.query().where('team_id', team.id).preload('items').firstOrFail()
    response.assertHeader('location', `/dealer/orders/${order.id}`)
    assert.match(order.reference, /^ORD-\d{4}-\d{6}$/)
    assert.equal(order.state, 'paid')
    assert.equal(order.paymentMethod, 'wallet')
    assert.deepEqual([order.netCents, order.vatCents, order.grossCents], [30_000, 6_600, 36_600])
    assert.equal(order.createdById, member.id)
    assert.isNotNull(order.paidAt)
    assert.sameMembers(
      order.items.map((item) => item.quoteId),
      [first.quote.id, second.quote.id]
    )
    for (const { quote, request } of [first, second]) {
      assert.equal((await Quote.findOrFail(quote.id)).state, 'ordered')
      assert.equal((await TransportRequest.findOrFail(request.id)).state, 'ordered')
    }
    /* the expired quote stays in the cart, unpaid */
    assert.equal((await Quote.findOrFail(expired.quote.id)).state, 'valid')
    assert.deepEqual(
      (await CartItem.query().where('team_id', team.id)).map((item) => item.quoteId),
      [expired.quote.id]
    )
    const payment = (await walletLines(team.id)).find((line) => line.orderId === order.id)!
    assert.deepEqual(
      [payment.kind, payment.amountCents, payment.balanceAfterCents],
      ['order_payment', -36_600, 63_400]
    )
    assert.equal(await walletBalance(team.id), 63_400)
    const transports = await Transport.query().where('order_id', order.id)
    assert.lengthOf(transports, 2)
    assert.isTrue(transports.every((transport) => transport.state === 'published'))
  })

  test('the dealer pays only the quotes they chose; the others stay in the cart', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    const first = await createCartItem(team, user.id, { netCents: 20_000 })
    const second = await createCartItem(team, user.id, { netCents: 10_000 })

    const response = await submitAs(client, user, 'post', '/dealer/cart/checkout').json({
      paymentMethod: 'wallet',
      quoteIds: [second.quote.id],
      expectedGrossCents: 12_200,
    })

    const order = await Order.query().where('team_id', team.id).preload('items').firstOrFail()
    response.assertHeader('location', `/dealer/orders/${order.id}`)
    assert.deepEqual(
      order.items.map((item) => item.quoteId),
      [second.quote.id]
    )
    assert.equal(order.grossCents, 12_200)
    assert.equal(await walletBalance(team.id), 87_800)
    assert.equal((await Quote.findOrFail(first.quote.id)).state, 'valid')
    assert.deepEqual(
      (await CartItem.query().where('team_id', team.id)).map((item) => item.quoteId),
      [first.quote.id]
    )
  })

  test('a chosen quote that is not in the cart, or no quote at all, charges nothing', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { team: other, user: otherUser } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    const mine = await createCartItem(team, user.id, { netCents: 10_000 })
    const theirs = await createCartItem(other, otherUser.id, { netCents: 10_000 })

    assert.deepEqual(
      await checkout({
        teamId: team.id,
        userId: user.id,
        quoteIds: [mine.quote.id, theirs.quote.id],
      }),
      { ok: false, error: 'cart_changed' }
    )
    const none = await submitAs(client, user, 'post', '/dealer/cart/checkout').json({
      paymentMethod: 'wallet',
      quoteIds: [],
    })
    assert.property((none.flashMessages() as any).inputErrorsBag, 'quoteIds')
    assert.lengthOf(await Order.query().where('team_id', team.id), 0)
    assert.equal(await walletBalance(team.id), 100_000)
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 1)
  })

  test('an insufficient balance writes nothing and says why', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 24_399)
    const { quote } = await createCartItem(team, user.id, { netCents: 20_000 })
    const response = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'wallet',
    })
    response.assertHeader('location', '/dealer/cart')
    assert.match((response.flashMessages() as any).error, /insufficiente/i)
    assert.lengthOf(await Order.query().where('team_id', team.id), 0)
    assert.equal((await Quote.findOrFail(quote.id)).state, 'valid')
    assert.equal(await walletBalance(team.id), 24_399)
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 1)
  })

  test('an empty cart, a changed total and an unknown payment method are refused', async ({
    assert,
    client,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    assert.deepEqual(await checkout({ teamId: team.id, userId: user.id }), {
      ok: false,
      error: 'cart_empty',
    })
    await createCartItem(team, user.id, {
      netCents: 5_000,
      expiresAt: DateTime.now().minus({ days: 1 }),
    })
    assert.deepEqual(await checkout({ teamId: team.id, userId: user.id }), {
      ok: false,
      error: 'cart_empty',
    })
    await createCartItem(team, user.id, { netCents: 10_000 })
    assert.deepEqual(await checkout({ teamId: team.id, userId: user.id, expectedGrossCents: 1 }), {
      ok: false,
      error: 'cart_changed',
    })
    /* 'card' is known but offered only with the Stripe keys (tests/functional/ordering/card_payment.spec.ts) */
    const bad = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'cash',
    })
    assert.property((bad.flashMessages() as any).inputErrorsBag, 'paymentMethod')
    assert.lengthOf(await Order.query().where('team_id', team.id), 0)
  })

  test('a quote ordered elsewhere makes the checkout fail without charging', async ({ assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    const { quote } = await createCartItem(team, user.id)
    await Quote.query().where('id', quote.id).update({ state: 'ordered' })
    assert.deepEqual(await checkout({ teamId: team.id, userId: user.id }), {
      ok: false,
      error: 'quote_unavailable',
    })
    assert.equal(await walletBalance(team.id), 100_000)
  })

  test('the same quote can never be paid twice', async ({ assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    const { quote } = await createCartItem(team, user.id)
    const first = await checkout({ teamId: team.id, userId: user.id })
    assert.isTrue(first.ok)
    /* put it back in the cart behind the application's back */
    await CartItem.create({ teamId: team.id, quoteId: quote.id, addedById: user.id })
    await Quote.query().where('id', quote.id).update({ state: 'valid' })
    const second = await checkout({ teamId: team.id, userId: user.id })
    assert.deepEqual(second, { ok: false, error: 'quote_unavailable' })
    assert.lengthOf(await OrderItem.query().where('quote_id', quote.id), 1)
    assert.equal(await walletBalance(team.id), 100_000 - 24_400)
  })
})

test.group('Ordering / orders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dealer lists the team orders newest first, filtered by state', async ({
    client,
    assert,
  }) => {
    const { user, team, order } = await createCheckedOutOrder()
    await createCartItem(team, user.id, { netCents: 1_000 })
    const second = await checkout({ teamId: team.id, userId: user.id })
    assert.isTrue(second.ok)
    await cancelOrder({
      orderId: order.id,
      teamId: team.id,
      actor: { kind: 'dealer', userId: user.id },
    })
    await createCheckedOutOrder() /* another team's */

    const all = await client.get('/dealer/orders').loginAs(user).withInertia()
    all.assertInertiaComponent('dealer/orders/index')
    const rows = (all.inertiaProps as any).orders.data
    assert.lengthOf(rows, 2)
    assert.equal(rows[0].itemCount, 1)
    const paid = await client.get('/dealer/orders?state=paid').loginAs(user).withInertia()
    assert.deepEqual(
      (paid.inertiaProps as any).orders.data.map((row: any) => row.state),
      ['paid']
    )
    assert.deepEqual((paid.inertiaProps as any).filters, { state: 'paid' })
    const garbage = await client.get('/dealer/orders?state=nope&page=x').loginAs(user).withInertia()
    garbage.assertStatus(200)
    assert.lengthOf((garbage.inertiaProps as any).orders.data, 2)
  })

  test('the dealer sees an order with items, payment and transports; another team gets 404', async ({
    client,
    assert,
  }) => {
    const { user, order } = await createCheckedOutOrder()
    const response = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    response.assertInertiaComponent('dealer/orders/show')
    const props = (response.inertiaProps as any).order
    assert.equal(props.reference, order.reference)
    assert.lengthOf(props.items, 1)
    assert.equal(props.payments[0].kind, 'order_payment')
    assert.lengthOf(props.transports, 1)
    assert.isTrue(props.cancellable)
    const { user: outsider } = await createUserWithTeam('dealer')
    ;(await client.get(`/dealer/orders/${order.id}`).loginAs(outsider)).assertStatus(404)
    ;(
      await client.post(`/dealer/orders/${order.id}/cancel`).withCsrfToken().loginAs(outsider)
    ).assertStatus(404)
    const { user: carrier } = await createUserWithTeam('transporter')
    ;(await client.get(`/dealer/orders/${order.id}`).loginAs(carrier)).assertStatus(404)
    ;(await client.get('/dealer/orders').loginAs(carrier)).assertStatus(404)
    assert.equal((await Order.findOrFail(order.id)).state, 'paid')
  })

  test('cancelling before assignment refunds the wallet, cancels the transports, once', async ({
    client,
    assert,
  }) => {
    const { user, team, order } = await createCheckedOutOrder()
    const response = await submitAs(client, user, 'post', `/dealer/orders/${order.id}/cancel`)
    response.assertHeader('location', `/dealer/orders/${order.id}`)
    const fresh = await Order.findOrFail(order.id)
    assert.equal(fresh.state, 'refunded')
    assert.isNotNull(fresh.cancelledAt)
    assert.equal(await walletBalance(team.id), 200_000)
    /* each transport's cancellation gave back its part: the whole order */
    const refunds = (await walletLines(team.id)).filter(
      (line) => line.orderId === order.id && line.kind === 'cancellation'
    )
    assert.equal(
      refunds.reduce((sum, line) => sum + line.amountCents, 0),
      24_400
    )
    const transports = await Transport.query().where('order_id', order.id)
    assert.isTrue(transports.every((transport) => transport.state === 'cancelled'))
    /* The page tells when it was refunded (it no longer reads as paid). */
    const page = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    const shown = (page.inertiaProps as any).order
    assert.equal(shown.state, 'refunded')
    assert.equal(shown.cancelledAt, fresh.cancelledAt!.toISO())

    const again = await submitAs(client, user, 'post', `/dealer/orders/${order.id}/cancel`)
    assert.isString((again.flashMessages() as any).error)
    assert.lengthOf(
      (await walletLines(team.id)).filter(
        (line) => line.orderId === order.id && line.kind === 'cancellation'
      ),
      1
    )
  })

  test('after a transport is assigned the order cannot be cancelled by the dealer', async ({
    client,
    assert,
  }) => {
    const { user, team, order } = await createCheckedOutOrder()
    const { team: carrier } = await createUserWithTeam('transporter')
    await Transport.query()
      .where('order_id', order.id)
      .update({ state: 'assigned', transporter_team_id: carrier.id })
    const response = await submitAs(client, user, 'post', `/dealer/orders/${order.id}/cancel`)
    assert.match((response.flashMessages() as any).error, /assegnato/)
    assert.equal((await Order.findOrFail(order.id)).state, 'paid')
    assert.equal(await walletBalance(team.id), 200_000 - 24_400)
    const show = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    assert.isFalse((show.inertiaProps as any).order.cancellable)
  })

  test('staff list every order with state filter and search, and open any order', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { order, team } = await createCheckedOutOrder()
    await createCheckedOutOrder()
    const list = await client
      .get(`/admin/orders?q=${encodeURIComponent(team.name)}`)
      .loginAs(admin)
      .withInertia()
    list.assertInertiaComponent('admin/orders/index')
    const rows = (list.inertiaProps as any).orders.data
    assert.deepEqual(
      rows.map((row: any) => row.id),
      [order.id]
    )
    assert.equal(rows[0].team.name, team.name)
    const refunded = await client.get('/admin/orders?state=refunded').loginAs(admin).withInertia()
    assert.isTrue(
      (refunded.inertiaProps as any).orders.data.every((row: any) => row.state === 'refunded')
    )
    const show = await client.get(`/admin/orders/${order.id}`).loginAs(admin).withInertia()
    show.assertInertiaComponent('admin/orders/show')
    ;(await client.get('/admin/orders/999999').loginAs(admin)).assertStatus(404)
    const { user: dealer } = await createUserWithTeam('dealer')
    ;(await client.get('/admin/orders').loginAs(dealer)).assertStatus(404)
    ;(await client.get(`/admin/orders/${order.id}`).loginAs(dealer)).assertStatus(404)
  })
})

test.group('Ordering / upgrade to pro', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner upgrades: the wallet pays 49 € + 22% VAT once, the team becomes pro', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 10_000)
    const response = await submitAs(client, user, 'post', '/dealer/suppliers/pro/upgrade')
    response.assertHeader('location', '/dealer/suppliers/pro')
    const fresh = await Team.findOrFail(team.id)
    assert.equal(fresh.plan, 'pro')
    assert.isNotNull(fresh.proSince)
    /* 49,00 € + 10,78 € VAT: what the plan page says the upgrade charges. */
    assert.equal(await walletBalance(team.id), 10_000 - 5_978)
    const page = await client.get('/dealer/suppliers/pro').loginAs(user).withInertia()
    assert.deepInclude((page.inertiaProps as any).pro, {
      monthlyCents: 4_900,
      vatCents: 1_078,
      grossCents: 5_978,
    })
    const again = await submitAs(client, user, 'post', '/dealer/suppliers/pro/upgrade')
    assert.isString((again.flashMessages() as any).error)
    assert.lengthOf(
      (await walletLines(team.id)).filter((line) => line.kind === 'pro_subscription'),
      1
    )
  })

  test('an insufficient balance leaves the plan free with a clear error', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    /* Enough for the net price, not for the price with VAT. */
    await fundWallet(team, 5_977)
    const response = await submitAs(client, user, 'post', '/dealer/suppliers/pro/upgrade')
    response.assertHeader('location', '/dealer/suppliers/pro')
    assert.match((response.flashMessages() as any).error, /insufficiente/i)
    assert.equal((await Team.findOrFail(team.id)).plan, 'free')
    assert.equal(await walletBalance(team.id), 5_977)
  })

  test('members cannot change the plan; transporters get 404', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer')
    await fundWallet(team, 10_000)
    const member = await addMember(team, 'member')
    const response = await submitAs(client, member, 'post', '/dealer/suppliers/pro/upgrade')
    assert.isString((response.flashMessages() as any).error)
    assert.equal((await Team.findOrFail(team.id)).plan, 'free')
    const { user: carrier } = await createUserWithTeam('transporter')
    ;(
      await client.post('/dealer/suppliers/pro/upgrade').withCsrfToken().loginAs(carrier)
    ).assertStatus(404)
  })
})
