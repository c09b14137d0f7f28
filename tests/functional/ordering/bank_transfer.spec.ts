import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import MoneyCheck from '#commands/money_check'
import Order from '#ordering/models/order'
import CartItem from '#ordering/models/cart_item'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import Transport from '#transports/models/transport'
import Invoice from '#invoicing/models/invoice'
import BankTransferMail from '#ordering/mails/bank_transfer_mail'
import { checkout } from '#ordering/actions/checkout'
import { runTransferDeadlines } from '#ordering/actions/bank_transfer'
import { isPaymentReference } from '#ordering/domain/bank_transfer'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem, fundWallet } from '#tests/helpers/ordering_factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { configureSeller } from '#tests/helpers/invoicing_fixtures'
import { submitAs } from '#tests/helpers/requests'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { walletLines } from '#tests/helpers/ledger'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { databaseNow } from '#core/database/dialect'

/* 200,00 € net + 44,00 € VAT */
const GROSS = 24_400

/** A dealer whose one quote (200,00 € net) was ordered by bank transfer. */
async function transferOrder() {
  const { user, team } = await createUserWithTeam('dealer')
  const { quote, request } = await createCartItem(team, user.id, { netCents: 20_000 })
  const result = await checkout({
    teamId: team.id,
    userId: user.id,
    paymentMethod: 'bank_transfer',
  })
  if (!result.ok) throw new Error(result.error)
  return { user, team, quote, request, order: result.value }
}

function markReceived(client: any, staff: any, orderId: number, amount: string, key?: string) {
  return submitAs(client, staff, 'post', `/admin/orders/${orderId}/bank-transfers`).form({
    amount,
    idempotencyKey: key ?? crypto.randomUUID(),
  })
}

/** What money and publishing an order has: its state, its transports, its invoices, the wallet. */
async function stateOf(order: Order) {
  await order.refresh()
  return {
    state: order.state,
    transports: (await Transport.query().where('order_id', order.id)).map((row) => row.state),
    invoices: (await Invoice.query().where('order_id', order.id)).length,
    balance: await walletBalance(order.teamId),
  }
}

async function runMoneyCheckCommand() {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(MoneyCheck, [])
  await command.exec()
  ace.ui.switchMode('normal')
  return command
}

test.group('Ordering / paying an order by bank transfer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    mail.fake()
    const { restore } = captureBroadcasts()
    return () => {
      restore()
      mail.restore()
      drive.restore()
    }
  })

  test('bank transfer is offered only while the platform IBAN is set', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await createCartItem(team, user.id, { netCents: 20_000 })
    const offered = await client.get('/dealer/cart').loginAs(user).withInertia()
    assert.deepEqual((offered.inertiaProps as any).paymentMethods, ['wallet', 'bank_transfer'])

    await configureSeller({ iban: '' })
    const without = await client.get('/dealer/cart').loginAs(user).withInertia()
    assert.deepEqual((without.inertiaProps as any).paymentMethods, ['wallet'])
    const refused = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'bank_transfer',
    })
    refused.assertHeader('location', '/dealer/cart')
    assert.match((refused.flashMessages() as any).error, /non disponibile/i)
    assert.lengthOf(await Order.query().where('team_id', team.id), 0)
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 1)
  })

  test('the order waits with its payment reference: nothing published, no money moved', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    const { quote, request } = await createCartItem(team, user.id, { netCents: 20_000 })
    const response = await submitAs(client, user, 'post', '/dealer/cart/checkout').form({
      paymentMethod: 'bank_transfer',
      expectedGrossCents: GROSS,
    })
    const order = await Order.query().where('team_id', team.id).firstOrFail()
    response.assertHeader('location', `/dealer/orders/${order.id}`)
    assert.match((response.flashMessages() as any).success, /bonifico/i)
    assert.equal(order.state, 'pending_payment')
    assert.equal(order.paymentMethod, 'bank_transfer')
    assert.isNull(order.paidAt)
    assert.match(order.paymentReference!, /^BON-\d{4}-\d{6}-\d{2}$/)
    assert.isTrue(isPaymentReference(order.paymentReference!))
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: [],
      invoices: 0,
      balance: 100_000,
    })
    assert.lengthOf(await walletLines(team.id), 1) /* only the funding */
    assert.equal((await Quote.findOrFail(quote.id)).state, 'ordered')
    assert.equal((await TransportRequest.findOrFail(request.id)).state, 'ordered')
    assert.lengthOf(await CartItem.query().where('team_id', team.id), 0)

    const page = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(props.order.bankTransfer, {
      paymentReference: order.paymentReference,
      receivedCents: 0,
      remainingCents: GROSS,
      payBy: props.order.bankTransfer.payBy,
    })
    assert.match(props.order.bankTransfer.payBy, /^\d{4}-\d{2}-\d{2}$/)
    assert.equal(props.bankAccount.iban, 'IT60X0542811101000000123456')
    assert.isString(props.bankAccount.beneficiary)
    assert.deepEqual(await checkMoney(), [])
  })

  test("another team's order is a 404, for its page and for marking it received", async ({
    client,
    assert,
  }) => {
    const { order } = await transferOrder()
    const { user: other } = await createUserWithTeam('dealer')
    ;(await client.get(`/dealer/orders/${order.id}`).loginAs(other)).assertStatus(404)
    const dealerPost = await markReceived(client, other, order.id, '244,00')
    dealerPost.assertStatus(404)
    const { user: staff } = await createStaffUser()
    ;(await markReceived(client, staff, 2_000_000_000, '244,00')).assertStatus(404)
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: [],
      invoices: 0,
      balance: 0,
    })
  })

  test('the exact amount pays the order as the wallet would: ledger, transports, invoices', async ({
    client,
    assert,
  }) => {
    const { team, order } = await transferOrder()
    const { user: staff } = await createStaffUser()
    const key = crypto.randomUUID()
    const response = await markReceived(client, staff, order.id, '244,00', key)
    response.assertHeader('location', `/admin/orders/${order.id}`)
    assert.match((response.flashMessages() as any).success, /pagato/i)
    assert.deepEqual(await stateOf(order), {
      state: 'paid',
      transports: ['published'],
      invoices: 1,
      balance: 0,
    })
    assert.isNotNull(order.paidAt)
    const lines = await walletLines(team.id)
    assert.deepEqual(
      lines.map((line) => [line.kind, line.amountCents, line.orderId, line.createdById]),
      [
        ['bank_transfer', GROSS, order.id, staff.id],
        ['order_payment', -GROSS, order.id, staff.id],
      ]
    )
    assert.equal(lines[0].key, `bank_transfer:${order.id}:${key}`)
    assert.equal(lines[0].reason, order.paymentReference)

    /* the same submission again, or another one: refused, nothing moves */
    const again = await markReceived(client, staff, order.id, '244,00', key)
    assert.property((again.flashMessages() as any).inputErrorsBag, 'amount')
    await markReceived(client, staff, order.id, '10,00')
    assert.lengthOf(await walletLines(team.id), 2)
    assert.deepEqual(await checkMoney(), [])
    ;(await runMoneyCheckCommand()).assertSucceeded()
  })

  test('less than due goes to the wallet and the order waits for the rest', async ({
    client,
    assert,
  }) => {
    const { user, team, order } = await transferOrder()
    const { user: staff } = await createStaffUser('admin')
    const first = await markReceived(client, staff, order.id, '100,00')
    assert.match((first.flashMessages() as any).success, /144,00/)
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: [],
      invoices: 0,
      balance: 10_000,
    })
    const page = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    const transfer = (page.inertiaProps as any).order.bankTransfer
    assert.deepEqual([transfer.receivedCents, transfer.remainingCents], [10_000, 14_400])
    assert.deepEqual(await checkMoney(), [])

    await markReceived(client, staff, order.id, '144,00')
    assert.deepEqual(await stateOf(order), {
      state: 'paid',
      transports: ['published'],
      invoices: 1,
      balance: 0,
    })
    assert.deepEqual(
      (await walletLines(team.id)).map((line) => [line.kind, line.amountCents]),
      [
        ['bank_transfer', 10_000],
        ['bank_transfer', 14_400],
        ['order_payment', -GROSS],
      ]
    )
    assert.deepEqual(await checkMoney(), [])
  })

  test('more than due pays the order and the excess stays in the wallet', async ({
    client,
    assert,
  }) => {
    const { team, order } = await transferOrder()
    const { user: staff } = await createStaffUser()
    const response = await markReceived(client, staff, order.id, '300,00')
    assert.match((response.flashMessages() as any).success, /56,00/)
    assert.deepEqual(await stateOf(order), {
      state: 'paid',
      transports: ['published'],
      invoices: 1,
      balance: 5_600,
    })
    assert.deepEqual(
      (await walletLines(team.id)).map((line) => [
        line.kind,
        line.amountCents,
        line.balanceAfterCents,
      ]),
      [
        ['bank_transfer', 30_000, 30_000],
        ['order_payment', -GROSS, 5_600],
      ]
    )
    assert.deepEqual(await checkMoney(), [])
  })

  test('refusals change nothing: bad amounts, a plain staff member, a wallet-paid order', async ({
    client,
    assert,
  }) => {
    const { order } = await transferOrder()
    const { user: staff } = await createStaffUser()
    for (const amount of ['0', '-5', 'abc', '1,234', '']) {
      const response = await markReceived(client, staff, order.id, amount)
      assert.property((response.flashMessages() as any).inputErrorsBag, 'amount', amount)
    }
    const noKey = await submitAs(
      client,
      staff,
      'post',
      `/admin/orders/${order.id}/bank-transfers`
    ).form({
      amount: '244,00',
      idempotencyKey: 'not-a-uuid',
    })
    assert.property((noKey.flashMessages() as any).inputErrorsBag, 'idempotencyKey')
    const { user: member } = await createStaffUser('member')
    const denied = await markReceived(client, member, order.id, '244,00')
    assert.isString((denied.flashMessages() as any).error)
    assert.deepEqual(await stateOf(order), {
      state: 'pending_payment',
      transports: [],
      invoices: 0,
      balance: 0,
    })

    const { user, team } = await createUserWithTeam('dealer')
    await fundWallet(team, 100_000)
    await createCartItem(team, user.id, { netCents: 20_000 })
    const paid = await checkout({ teamId: team.id, userId: user.id })
    assert.isTrue(paid.ok)
    const walletOrder = paid.ok ? paid.value : null
    const refused = await markReceived(client, staff, walletOrder!.id, '244,00')
    assert.match((refused.flashMessages() as any).inputErrorsBag.amount, /non è in attesa/i)
    assert.equal(await walletBalance(team.id), 100_000 - GROSS)
    assert.deepEqual(await checkMoney(), [])
  })

  test('the dealer may cancel a waiting order: nothing published, what was received stays', async ({
    client,
    assert,
  }) => {
    const { user, team, request, order } = await transferOrder()
    const { user: staff } = await createStaffUser()
    await markReceived(client, staff, order.id, '40,00')
    const page = await client.get(`/dealer/orders/${order.id}`).loginAs(user).withInertia()
    assert.isTrue((page.inertiaProps as any).order.cancellable)
    const { user: other } = await createUserWithTeam('dealer')
    ;(await submitAs(client, other, 'post', `/dealer/orders/${order.id}/cancel`)).assertStatus(404)

    const response = await submitAs(client, user, 'post', `/dealer/orders/${order.id}/cancel`)
    assert.equal((response.flashMessages() as any).success, `Ordine ${order.reference} annullato.`)
    assert.deepEqual(await stateOf(order), {
      state: 'cancelled',
      transports: [],
      invoices: 0,
      balance: 4_000,
    })
    assert.equal((await TransportRequest.findOrFail(request.id)).state, 'cancelled')
    /* nothing more: a second cancellation, a transfer marked afterwards */
    const again = await submitAs(client, user, 'post', `/dealer/orders/${order.id}/cancel`)
    assert.isString((again.flashMessages() as any).error)
    await markReceived(client, staff, order.id, '204,00')
    assert.equal(await walletBalance(team.id), 4_000)
    assert.deepEqual(await checkMoney(), [])
  })

  test('money:check finds an order left waiting although its transfers cover it', async ({
    assert,
  }) => {
    const { team, order } = await transferOrder()
    /* a transfer credited past the action (never settled): the books say it should be paid */
    const credited = await creditWallet(team.id, GROSS, {
      source: 'bank',
      kind: 'bank_transfer',
      orderId: order.id,
      byUserId: null,
    })
    assert.isTrue(credited.ok)
    const found = await checkMoney()
    assert.deepEqual(
      found.map((row) => row.check),
      ['transfers_below_due']
    )
    ;(await runMoneyCheckCommand()).assertFailed()
  })

  test('the staff order page offers the form to owners and admins only', async ({
    client,
    assert,
  }) => {
    const { order } = await transferOrder()
    const { user: staff } = await createStaffUser()
    const page = await client.get(`/admin/orders/${order.id}`).loginAs(staff).withInertia()
    assert.isTrue((page.inertiaProps as any).can.receiveTransfer)
    assert.equal((page.inertiaProps as any).order.bankTransfer.remainingCents, GROSS)
    const { user: member } = await createStaffUser('member')
    const plain = await client.get(`/admin/orders/${order.id}`).loginAs(member).withInertia()
    assert.isFalse((plain.inertiaProps as any).can.receiveTransfer)
  })
})

test.group('Ordering / bank transfer deadlines', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    const { restore } = captureBroadcasts()
    return () => {
      restore()
      mail.restore()
      drive.restore()
    }
  })

  /** Ordered on Friday 4 December 2026 (Rome): 8 December is a holiday. */
  async function orderedOnFriday() {
    const placed = await transferOrder()
    await db
      .from('orders')
      .where('id', placed.order.id)
      .update({
        created_at: databaseNow(
          undefined,
          DateTime.fromISO('2026-12-04T10:00:00', { zone: 'Europe/Rome' })
        ),
      })
    return placed
  }

  test('a reminder after 3 working days, once', async ({ assert }) => {
    const { mails } = mail.fake()
    const { order } = await orderedOnFriday()
    /* Mon 7, (Tue 8 Immacolata), Wed 9, Thu 10 */
    assert.deepEqual(await runTransferDeadlines('2026-12-08'), [])
    assert.deepEqual(await runTransferDeadlines('2026-12-09'), [])
    mails.assertNoneQueued()
    assert.deepEqual(await runTransferDeadlines('2026-12-10'), [
      { orderId: order.id, step: 'remind' },
    ])
    mails.assertQueued(
      BankTransferMail,
      (message) =>
        message.data.event === 'reminder' &&
        message.data.remainingCents === GROSS &&
        message.data.paymentReference === order.paymentReference &&
        message.data.payBy === '2026-12-21'
    )
    const reminder = mails.queued()[0].message
    reminder.assertSubject(`Ordine ${order.reference}: in attesa del bonifico`)
    reminder.assertTextIncludes(order.paymentReference!)
    reminder.assertTextIncludes('IT60X0542811101000000123456')
    reminder.assertTextIncludes('244,00')
    reminder.assertTextIncludes('21/12/2026')
    reminder.assertTextIncludes(`/dealer/orders/${order.id}`)
    reminder.assertHtmlIncludes('Non abbiamo ancora ricevuto il bonifico')
    assert.deepEqual(await runTransferDeadlines('2026-12-11'), [])
    assert.deepEqual(await runTransferDeadlines('2026-12-21'), [])
    assert.lengthOf(mails.queued(), 1)
    await order.refresh()
    assert.equal(order.state, 'pending_payment')
    assert.isNotNull(order.paymentRemindedAt)
  })

  test('cancelled after 10 working days: the partial amount stays in the wallet, told', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { team, request, order } = await orderedOnFriday()
    const { user: staff } = await createStaffUser()
    await markReceived(client, staff, order.id, '50,00')
    /* the last day to pay is Monday 21 December; the day after, it is cancelled */
    assert.deepEqual(await runTransferDeadlines('2026-12-21'), [
      { orderId: order.id, step: 'remind' },
    ])
    assert.deepEqual(await runTransferDeadlines('2026-12-22'), [
      { orderId: order.id, step: 'cancel' },
    ])
    assert.deepEqual(await stateOf(order), {
      state: 'cancelled',
      transports: [],
      invoices: 0,
      balance: 5_000,
    })
    assert.isNotNull(order.cancelledAt)
    assert.equal((await TransportRequest.findOrFail(request.id)).state, 'cancelled')
    mails.assertQueued(
      BankTransferMail,
      (message) => message.data.event === 'cancelled' && message.data.receivedCents === 5_000
    )
    assert.deepEqual(await runTransferDeadlines('2026-12-23'), [])
    /* a transfer arriving after the cancellation is refused: staff credit the wallet instead */
    const late = await markReceived(client, staff, order.id, '194,00')
    assert.property((late.flashMessages() as any).inputErrorsBag, 'amount')
    assert.equal(await walletBalance(team.id), 5_000)
    assert.deepEqual(await checkMoney(), [])
    ;(await runMoneyCheckCommand()).assertSucceeded()
  })

  test('a paid order is neither reminded nor cancelled', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { order } = await orderedOnFriday()
    const { user: staff } = await createStaffUser()
    await markReceived(client, staff, order.id, '244,00')
    assert.deepEqual(await runTransferDeadlines('2026-12-10'), [])
    assert.deepEqual(await runTransferDeadlines('2027-01-15'), [])
    /* no reminder nor cancellation (the payment's notifications are NotificationMail) */
    mails.assertNotQueued(BankTransferMail)
    await order.refresh()
    assert.equal(order.state, 'paid')
  })
})
