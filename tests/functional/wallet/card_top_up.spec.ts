import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Stripe from 'stripe'
import {
  deliver,
  sessionEvent,
  UnreachableCardGateway,
  WEBHOOK_SECRET,
} from '#tests/helpers/stripe'
import { RecordingCardGateway, useCardGateway } from '#wallet/card/card_gateway'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { walletLines } from '#tests/helpers/ledger'
import { submitAs } from '#tests/helpers/requests'

const topUpMetadata = (teamId: number) => ({ kind: 'wallet_top_up', teamId: String(teamId) })

test.group('Wallet / top-up by card (Stripe Checkout)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let gateway: RecordingCardGateway
  group.each.setup(() => {
    gateway = new RecordingCardGateway(WEBHOOK_SECRET)
    const previous = useCardGateway(gateway)
    return () => {
      useCardGateway(previous)
    }
  })

  test('the wallet page offers the form; staff see that card payments are on', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { role: 'member' })
    const page = await client
      .get('/dealer/payments/wallet?card=success')
      .loginAs(user)
      .withInertia()
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.deepEqual(props.cardTopUp, { minCents: 1_000, maxCents: 1_000_000 })
    assert.equal(props.cardReturn, 'success')
    const odd = await client.get('/dealer/payments/wallet?card=<x>').loginAs(user).withInertia()
    assert.isNull((odd.inertiaProps as any).cardReturn)
    const { user: admin } = await createUserWithTeam('staff')
    const settings = await client.get('/admin/settings/general').loginAs(admin).withInertia()
    assert.isTrue((settings.inertiaProps as any).cardPayments)
  })

  test('the form opens a Checkout Session for the team and sends the browser there', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer', { role: 'member' })
    const response = await submitAs(client, user, 'post', '/dealer/payments/wallet/card')
      .header('referer', '/dealer/payments/wallet')
      .withInertia()
      .form({ amount: '1.234,56' })
    response.assertStatus(409)
    assert.equal(
      response.header('x-inertia-location'),
      'https://checkout.stripe.com/c/pay/cs_test_1'
    )
    assert.lengthOf(gateway.created, 1)
    const [session] = gateway.created
    assert.include(session, { kind: 'wallet_top_up', teamId: team.id, amountCents: 123_456 })
    assert.match(session.successUrl, /^https?:\/\/[^/]+\/dealer\/payments\/wallet\?card=success$/)
    assert.match(session.cancelUrl, /\/dealer\/payments\/wallet\?card=cancelled$/)
    assert.equal(session.customerEmail, user.email)
    /* nothing moves until Stripe confirms */
    assert.equal(await walletBalance(team.id), 0)
    assert.lengthOf(await walletLines(team.id), 0)
  })

  test('amounts outside 10 € … 10.000 € or malformed are field errors; no session', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const amount of ['', '9,99', '10.000,01', '-10', 'abc', '12,345', '9'.repeat(30)]) {
      const response = await submitAs(client, user, 'post', '/dealer/payments/wallet/card')
        .header('referer', '/dealer/payments/wallet')
        .form({ amount })
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), 'amount', amount.slice(0, 20))
    }
    assert.lengthOf(gateway.created, 0)
    for (const amount of ['10', '10.000', '10000,00']) {
      const response = await submitAs(client, user, 'post', '/dealer/payments/wallet/card')
        .withInertia()
        .form({ amount })
      response.assertStatus(409)
    }
    assert.deepEqual(
      gateway.created.map((session) => session.amountCents),
      [1_000, 1_000_000, 1_000_000]
    )
  })

  test('Stripe unreachable: a field error, nothing changes', async ({ client, assert }) => {
    useCardGateway(new UnreachableCardGateway(WEBHOOK_SECRET))
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', '/dealer/payments/wallet/card')
      .header('referer', '/dealer/payments/wallet')
      .form({ amount: '100' })
    response.assertStatus(302)
    assert.match(flashedFieldErrors(response).amount[0], /Stripe/)
    assert.lengthOf(await walletLines(team.id), 0)
  })

  test('transporters and staff cannot top up a dealer wallet by card', async ({
    client,
    assert,
  }) => {
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      const response = await submitAs(client, user, 'post', '/dealer/payments/wallet/card').form({
        amount: '100',
      })
      response.assertStatus(404)
    }
    assert.lengthOf(gateway.created, 0)
  })

  test('a paid session credits the wallet once, however often Stripe delivers it', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const payload = sessionEvent({ metadata: topUpMetadata(team.id) })
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await deliver(client, payload)
      response.assertStatus(200)
      assert.equal(response.body().outcome, delivery === 0 ? 'credited' : 'already_credited')
    }
    /* the same session confirmed again by another event type (out of order) */
    const late = await deliver(
      client,
      sessionEvent(
        { metadata: topUpMetadata(team.id) },
        { type: 'checkout.session.async_payment_succeeded', eventId: 'evt_test_2' }
      )
    )
    late.assertStatus(200)
    assert.equal(await walletBalance(team.id), 25_050)
    const lines = await walletLines(team.id)
    assert.deepEqual(
      lines.map((line) => [line.kind, line.amountCents, line.balanceAfterCents, line.key]),
      [['card_top_up', 25_050, 25_050, 'stripe:cs_test_paid_1']]
    )
    const other = await db
      .from('ledger_entries')
      .where('transaction_id', lines[0].transactionId)
      .where('account', 'card')
      .select('amount_cents')
    assert.deepEqual(
      other.map((row) => Number(row.amount_cents)),
      [-25_050]
    )
    assert.deepEqual(await checkMoney(), [])
  })

  test('a forged, missing or stale signature is refused with 400 and moves nothing', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const payload = sessionEvent({ metadata: topUpMetadata(team.id) })
    ;(await deliver(client, payload, 'whsec_someone_else')).assertStatus(400)
    ;(await client.post('/webhooks/stripe').unsafeJson(payload as any)).assertStatus(400)
    /* a genuine signature of another body */
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: sessionEvent({ metadata: topUpMetadata(team.id), amount_total: 100 }),
      secret: WEBHOOK_SECRET,
    })
    const tampered = await client
      .post('/webhooks/stripe')
      .header('stripe-signature', signature)
      .unsafeJson(payload as any)
    tampered.assertStatus(400)
    /* a replay of a signature made an hour ago */
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    const replayed = await client
      .post('/webhooks/stripe')
      .header('stripe-signature', stale)
      .unsafeJson(payload as any)
    replayed.assertStatus(400)
    assert.equal(await walletBalance(team.id), 0)
    assert.lengthOf(await db.from('ledger_transactions').where('team_id', team.id), 0)
  })

  test('unpaid sessions, other events and foreign metadata credit nothing (200)', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const { team: carrier } = await createUserWithTeam('transporter')
    const { team: staff } = await createUserWithTeam('staff')
    const cases: [string, string][] = [
      [sessionEvent({ metadata: topUpMetadata(team.id), payment_status: 'unpaid' }), 'ignored'],
      [
        sessionEvent({ metadata: topUpMetadata(team.id) }, { type: 'checkout.session.expired' }),
        'ignored',
      ],
      [
        sessionEvent({ metadata: topUpMetadata(team.id) }, { type: 'payment_intent.created' }),
        'ignored',
      ],
      [sessionEvent({ metadata: topUpMetadata(carrier.id) }), 'not_a_dealer'],
      [sessionEvent({ metadata: topUpMetadata(staff.id) }), 'not_a_dealer'],
      [sessionEvent({ metadata: topUpMetadata(2_000_000_000) }), 'not_a_dealer'],
      [sessionEvent({ metadata: { kind: 'wallet_top_up', teamId: 'abc' } }), 'not_a_dealer'],
      [sessionEvent({ metadata: {} }), 'not_a_top_up'],
      [sessionEvent({ metadata: { teamId: String(team.id), kind: 'other' } }), 'not_a_top_up'],
      [sessionEvent({ metadata: topUpMetadata(team.id), currency: 'usd' }), 'wrong_amount'],
      [sessionEvent({ metadata: topUpMetadata(team.id), amount_total: 0 }), 'wrong_amount'],
    ]
    for (const [index, [payload, outcome]] of cases.entries()) {
      const response = await deliver(client, payload)
      response.assertStatus(200)
      assert.equal(response.body().outcome, outcome, `case ${index}`)
    }
    for (const id of [team.id, carrier.id, staff.id]) {
      assert.lengthOf(await db.from('ledger_transactions').where('team_id', id), 0)
    }
    assert.lengthOf(await db.from('ledger_entries').where('account', 'card'), 0)
  })
})

test.group('Wallet / card payments off (no Stripe keys)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const previous = useCardGateway(null)
    return () => {
      useCardGateway(previous)
    }
  })

  test('no card option, the top-up refuses, staff are told why, the webhook is unknown', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const page = await client.get('/dealer/payments/wallet').loginAs(user).withInertia()
    assert.isNull((page.inertiaProps as any).cardTopUp)
    const response = await submitAs(client, user, 'post', '/dealer/payments/wallet/card')
      .header('referer', '/dealer/payments/wallet')
      .form({ amount: '100' })
    response.assertStatus(302)
    assert.property(flashedFieldErrors(response), 'amount')
    const { user: admin } = await createUserWithTeam('staff', { role: 'member' })
    const settings = await client.get('/admin/settings/general').loginAs(admin).withInertia()
    assert.isFalse((settings.inertiaProps as any).cardPayments)
    const hook = await deliver(client, sessionEvent({ metadata: topUpMetadata(team.id) }))
    hook.assertStatus(404)
    assert.lengthOf(await walletLines(team.id), 0)
  })
})
