import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import { createCartItem } from '#tests/helpers/ordering_factories'
import { RecordingCardGateway, useCardGateway } from '#wallet/card/card_gateway'
import { sessionEvent, WEBHOOK_SECRET } from '#tests/helpers/stripe'
import Stripe from 'stripe'
import { collectErrors, DEALER, italianBrowser, signedIn, signIn } from '#tests/browser/helpers'

/** Stripe's webhook for a paid session, signed as Stripe would, sent to the app. */
async function confirmPaid(origin: string, session: Record<string, unknown>) {
  const payload = sessionEvent(session)
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  return fetch(`${origin}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}

/** Inertia's external redirect is a 409 + X-Inertia-Location, which Chromium logs: not an error. */
const stripeErrors = (errors: string[]) =>
  errors.filter((error) => !error.includes('status of 409 (Conflict)'))

/**
 * Card payments in a real Chromium against the demo data, with
 * Stripe replaced: the dealer types an amount under "Ricarica con carta",
 * the browser leaves for Stripe's Checkout address (answered here by a stub
 * page), Stripe's signed webhook arrives, and back on the wallet page the
 * balance has grown by the amount and the ledger shows the card top-up.
 * Then the cart paid by card: the order waits, an abandoned payment can be
 * retried from its page, and Stripe's confirmation pays it.
 */
test.group('Browser: card payment journeys', (group) => {
  let gateway: RecordingCardGateway
  group.each.setup(() => {
    gateway = new RecordingCardGateway(WEBHOOK_SECRET)
    const previous = useCardGateway(gateway)
    return () => {
      useCardGateway(previous)
    }
  })

  test('dealer tops up 250 € by card, Stripe confirms, the wallet shows it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, DEALER)
    await browserContext.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Stripe Checkout</h1>' })
    )
    const origin = new URL(page.url()).origin
    await page.goto(`${origin}/dealer/payments/wallet`)
    const balanceBefore = (await page.getByTestId('wallet-balance').textContent()) ?? ''
    await page.getByLabel('Importo in euro').fill('250')
    await page.getByRole('button', { name: 'Paga con carta' }).click()
    await page.waitForURL((url) => url.hostname === 'checkout.stripe.com')
    assert.lengthOf(gateway.created, 1)
    assert.equal(gateway.created[0].amountCents, 25_000)

    const team = await Team.findOrFail(gateway.created[0].teamId)
    const payload = sessionEvent({
      id: 'cs_test_browser_1',
      amount_total: 25_000,
      metadata: { kind: 'wallet_top_up', teamId: String(team.id) },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const delivered = await fetch(`${origin}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    assert.equal(delivered.status, 200)

    /* back from Stripe: the success address (its origin is APP_URL's) */
    const success = new URL(gateway.created[0].successUrl)
    assert.equal(success.pathname + success.search, '/dealer/payments/wallet?card=success')
    await page.goto(`${origin}${success.pathname}${success.search}`)
    await page.getByText(/^Pagamento ricevuto da Stripe/).waitFor({ state: 'visible' })
    const balanceAfter = (await page.getByTestId('wallet-balance').textContent()) ?? ''
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''))
    assert.equal(cents(balanceAfter) - cents(balanceBefore), 25_000)
    assert.isAtLeast(await page.getByText('Ricarica con carta').count(), 2)
    await page.screenshot({ path: 'tmp/card-wallet.png', fullPage: true })
    /* Inertia's external redirect is a 409 + X-Inertia-Location, which Chromium logs */
    assert.deepEqual(stripeErrors(errors), [])
    await db
      .from('ledger_transactions')
      .where('idempotency_key', 'stripe:cs_test_browser_1')
      .firstOrFail()
  }).timeout(120000)

  test('dealer pays the cart by card: the order waits, Stripe confirms, it is paid', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await italianBrowser(browserContext)
    await browserContext.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Stripe Checkout</h1>' })
    )
    const page = await visit('/login')
    const errors = collectErrors(page)
    /* a quote of its own in the cart: other journeys (the bank transfer's) order the demo's */
    const dealer2 = await User.findByOrFail('email', 'dealer2@example.com')
    await createCartItem(await Team.findOrFail(dealer2.currentTeamId), dealer2.id, {
      netCents: 30_000,
    })
    await signIn(page, 'dealer2@example.com', '/dealer')
    const origin = new URL(page.url()).origin
    await page.goto(`${origin}/dealer/cart`)
    await page.getByRole('combobox', { name: 'Metodo di pagamento' }).click()
    await page.getByRole('option', { name: 'Carta' }).click()
    await page.getByRole('button', { name: 'Ordina e paga con carta' }).click()
    const confirm = page.getByRole('dialog', { name: 'Ordinare e pagare con carta?' })
    await confirm.waitFor({ state: 'visible' })
    await confirm.getByRole('button', { name: 'Ordina e paga con carta' }).click()
    await page.waitForURL((url) => url.hostname === 'checkout.stripe.com')
    const [session] = gateway.created
    assert.equal(session.kind, 'order_payment')

    /* the dealer gave up on Stripe's page: back on the order, waiting, with a button to pay */
    const cancel = new URL(session.cancelUrl)
    await page.goto(`${origin}${cancel.pathname}${cancel.search}`)
    await page.getByText(/^Pagamento annullato/).waitFor({ state: 'visible' })
    await page.getByRole('button', { name: /^Paga .+ con carta$/ }).waitFor({ state: 'visible' })
    await page.screenshot({ path: 'tmp/card-order-waiting.png', fullPage: true })

    const delivered = await confirmPaid(origin, {
      id: 'cs_test_browser_order',
      amount_total: session.amountCents,
      metadata: {
        kind: 'order_payment',
        teamId: String(session.teamId),
        orderId: String((session as any).orderId),
      },
    })
    assert.equal((await delivered.json()).outcome, 'order_paid')
    await page.reload()
    await page.locator('main a[href^="/dealer/transports/"]').first().waitFor({ state: 'visible' })
    assert.equal(await page.getByRole('button', { name: /^Paga .+ con carta$/ }).count(), 0)
    assert.deepEqual(stripeErrors(errors), [])
  }).timeout(120000)
})
