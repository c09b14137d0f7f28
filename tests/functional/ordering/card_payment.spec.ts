import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import Order from '#ordering/models/order'
import CartItem from '#ordering/models/cart_item'
import Transport from '#transports/models/transport'
import Invoice from '#invoicing/models/invoice'
import { checkout } from '#ordering/actions/checkout'
import { cancelOrder } from '#ordering/actions/cancel_order'
import { RecordingCardGateway, useCardGateway } from '#wallet/card/card_gateway'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem } from '#tests/helpers/ordering_factories'
import { submitAs } from '#tests/helpers/requests'
import { walletLines } from '#tests/helpers/ledger'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import {
  deliver,
  sessionEvent,
  UnreachableCardGateway,
  WEBHOOK_SECRET,
} from '#tests/helpers/stripe'

/* 200,00 € net + 44,00 € VAT */
const GROSS = 24_400

/** A dealer whose one quote (200,00 € net) was ordered to be paid by card. */
async function cardOrder() {
  const { user, team } = await createUserWithTeam('dealer')
  await createCartItem(team, user.id, { netCents: 20_000 })
  const result = await checkout({ teamId: team.id, userId: user.id, paymentMethod: 'card' })
  if (!result.ok) throw new Error(result.error)
  return { user, team, order: result.value }
}

const orderSession = (order: Order, extra: Record<string, unknown> = {}) =>
  sessionEvent({
    id: `cs_test_order_${order.id}`,
    amount_total: order.grossCents,
    metadata: { kind: 'order_payment', teamId: String(order.teamId), orderId: String(order.id) },
    ...extra,
  })

async function stateOf(order: Order) {
  await order.refresh()
  return {
    state: order.state,
    transports: (await Transport.query().where('order_id', order.id)).length,
    invoices: (await Invoice.query().where('order_id', order.id)).length,
    balance: await walletBalance(order.teamId),
  }
}

test.group('Ordering / paying the cart by card (Stripe Checkout)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let gateway: RecordingCardGateway
  group.each.setup(() => {
    drive.fake()
    mail.fake()
    const { restore } = captureBroadcasts()
    gateway = new RecordingCardGateway(WEBHOOK_SECRET)
    const previous = useCardGateway(gateway)
    return () => {
      useCardGateway(previous)
      restore()
      mail.restore()
      drive.restore()
    }
  })

  test('the cart offers the card; checkout leaves the order waiting and opens Stripe', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await createCartItem(team, user.id, { netCents: 20_000 })
    const cart = await client.get('/dealer/cart').loginAs(user).withInertia()
    assert.include((cart.inertiaProps as any).paymentMethods, 'card')
    const response = await submitAs(client, user, 'post', '/dealer/cart/checkout')
      .withInertia()
      .form({ paymentMethod: 'card', expectedGrossCents: GROSS })
    response.assertStatus(409)
    assert.match(response.header('x-inertia-location') ?? '', /^https:\/\/checkout\.stripe\.com\//)
    const order = await Order.query().where('team_id', team.id).firstOrFail()
    assert.include(order.toJSON(), { state: 'pending_payment', paymentMethod: 'card' })
    assert.lengthOf(gateway.created, 1)
    assert.include(gateway.created[0], {
      kind: 'order_payment',
      teamId: team.id,
      amountCents: GROSS,
    })
    assert.equal((gateway.created[0] as any).orderId, order.id)
    assert.match(
      gateway.created[0].cancelUrl,
      new RegExp(`/dealer/orders/${order.id}\\?card=cancelled$`)
    )
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 0)
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: 0,
      invoices: 0,
      balance: 0,
    })
    /* the order's page offers to pay again */
    const page = await client
      .get(`/dealer/orders/${order.id}?card=cancelled`)
      .loginAs(user)
      .withInertia()
    assert.deepEqual((page.inertiaProps as any).cardPayment, {
      enabled: true,
      returned: 'cancelled',
    })
    const again = await submitAs(
      client,
      user,
      'post',
      `/dealer/orders/${order.id}/card`
    ).withInertia()
    again.assertStatus(409)
    assert.lengthOf(gateway.created, 2)
  })

  test('Stripe unreachable at checkout: the order waits, its page says so and offers to retry', async ({
    client,
    assert,
  }) => {
    useCardGateway(new UnreachableCardGateway(WEBHOOK_SECRET))
    const { user, team } = await createUserWithTeam('dealer')
    await createCartItem(team, user.id, { netCents: 20_000 })
    const response = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'card',
    })
    const order = await Order.query().where('team_id', team.id).firstOrFail()
    response.assertHeader('location', `/dealer/orders/${order.id}`)
    assert.match((response.flashMessages() as any).error, /Stripe/)
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: 0,
      invoices: 0,
      balance: 0,
    })
    useCardGateway(gateway)
    const retried = await submitAs(
      client,
      user,
      'post',
      `/dealer/orders/${order.id}/card`
    ).withInertia()
    retried.assertStatus(409)
    const { user: stranger } = await createUserWithTeam('dealer')
    const foreign = await submitAs(client, stranger, 'post', `/dealer/orders/${order.id}/card`)
    foreign.assertStatus(404)
    assert.lengthOf(gateway.created, 1)
  })

  test('the paid session settles the order once: wallet in and out, transports, invoices', async ({
    client,
    assert,
  }) => {
    const { team, order } = await cardOrder()
    const payload = orderSession(order)
    const outcomes: string[] = []
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await deliver(client, payload)
      response.assertStatus(200)
      outcomes.push(response.body().outcome)
    }
    assert.deepEqual(outcomes, ['order_paid', 'already_credited', 'already_credited'])
    assert.deepEqual(await stateOf(order), {
      state: 'paid',
      transports: 1,
      invoices: 1,
      balance: 0,
    })
    assert.deepEqual(
      (await walletLines(team.id)).map((line) => [line.kind, line.amountCents, line.orderId]),
      [
        ['card_top_up', GROSS, order.id],
        ['order_payment', -GROSS, order.id],
      ]
    )
    const invoice = await Invoice.query().where('order_id', order.id).firstOrFail()
    assert.equal(invoice.paymentMethod, 'card')
    assert.deepEqual(await checkMoney(), [])
  })

  test('an order cancelled before Stripe confirms keeps the money in the wallet', async ({
    client,
    assert,
  }) => {
    const { user, team, order } = await cardOrder()
    const cancelled = await cancelOrder({
      orderId: order.id,
      teamId: team.id,
      actor: { kind: 'dealer', userId: user.id },
    })
    assert.isTrue(cancelled.ok)
    const response = await deliver(client, orderSession(order))
    assert.equal(response.body().outcome, 'credited')
    assert.deepEqual(await stateOf(order), {
      state: 'cancelled',
      transports: 0,
      invoices: 0,
      balance: GROSS,
    })
    assert.deepEqual(await checkMoney(), [])
  })

  test("another team's order, an unpaid session or a forged signature pay nothing", async ({
    client,
    assert,
  }) => {
    const { order } = await cardOrder()
    const { team: other } = await createUserWithTeam('dealer')
    const foreign = sessionEvent({
      id: 'cs_test_foreign',
      amount_total: order.grossCents,
      metadata: { kind: 'order_payment', teamId: String(other.id), orderId: String(order.id) },
    })
    assert.equal((await deliver(client, foreign)).body().outcome, 'not_an_order')
    const unpaid = orderSession(order, { payment_status: 'unpaid' })
    assert.equal((await deliver(client, unpaid)).body().outcome, 'ignored')
    ;(await deliver(client, orderSession(order), 'whsec_forged')).assertStatus(400)
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: 0,
      invoices: 0,
      balance: 0,
    })
    assert.equal(await walletBalance(other.id), 0)
    assert.lengthOf(await db.from('ledger_entries').where('account', 'card'), 0)
  })
})

test.group('Ordering / no card without Stripe keys', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const previous = useCardGateway(null)
    return () => {
      useCardGateway(previous)
    }
  })

  test('the cart does not offer it and a card checkout is refused, nothing ordered', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await createCartItem(team, user.id, { netCents: 20_000 })
    const cart = await client.get('/dealer/cart').loginAs(user).withInertia()
    assert.notInclude((cart.inertiaProps as any).paymentMethods, 'card')
    const refused = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'card',
    })
    refused.assertHeader('location', '/dealer/cart')
    assert.lengthOf(await Order.query().where('team_id', team.id), 0)
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 1)
  })
})
