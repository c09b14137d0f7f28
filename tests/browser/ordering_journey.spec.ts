import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { collectErrors, italianBrowser, signIn } from '#tests/browser/helpers'

/**
 * The main ordering path in a real Chromium against the demo data
 * (scripts/test_browser.mjs seeds it): the dealer pays the quote waiting in
 * the cart with the wallet, lands on the paid order and opens its published
 * transport; staff assign it to "Trasporti Bianchi" from a second browser
 * context; the dealer's open transport page turns "Assegnato" live (no
 * reload), and the public tracking page says "Assegnato" too.
 */
/** The transport's state label (badge in the header, or the timeline): the first one shown. */
function stateBadge(page: Page, state: string) {
  return page.getByText(state, { exact: true }).first()
}

test.group('Browser: ordering journey', () => {
  test('dealer pays the cart, staff assign the transport, dealer and tracking pages update live', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    /* (a) the dealer pays the cart with the wallet */
    await italianBrowser(browserContext)
    const dealer = await visit('/login')
    const dealerErrors = collectErrors(dealer)
    /* The signed-in layout subscribes to the team's private channel once; the transport page listens on it. */
    const teamSubscribed = dealer.waitForResponse(
      (response) =>
        response.url().endsWith('/__transmit/subscribe') &&
        response.ok() &&
        (response.request().postData() ?? '').includes('"teams/'),
      { timeout: 30000 }
    )
    await signIn(dealer, 'dealer@example.com', '/dealer')

    await dealer.locator('nav').getByRole('link', { name: 'Carrello' }).click()
    await dealer.waitForURL((url) => url.pathname === '/dealer/cart')
    await dealer.assertTitle('Carrello - Trasporti')

    const checkout = dealer.getByRole('button', { name: /^Paga / })
    await checkout.waitFor({ state: 'visible' })
    assert.isTrue(await checkout.isEnabled(), 'the demo wallet should cover the cart')
    await checkout.click()
    const confirmDialog = dealer.getByRole('dialog', { name: 'Confermare il pagamento?' })
    await confirmDialog.waitFor({ state: 'visible' })
    await confirmDialog.getByRole('button', { name: /^Paga / }).click()

    await dealer.waitForURL((url) => /^\/dealer\/orders\/\d+$/.test(url.pathname), {
      timeout: 15000,
    })
    await dealer
      .getByText(/^Ordine .+ pagato: i trasporti sono pubblicati\.$/)
      .waitFor({ state: 'visible' })

    const transportLink = dealer.locator('main a[href^="/dealer/transports/"]').first()
    await transportLink.waitFor({ state: 'visible' })
    await transportLink.click()
    await dealer.waitForURL((url) => /^\/dealer\/transports\/\d+$/.test(url.pathname))
    const absolute = (path: string) => new URL(path, dealer.url()).href
    const transportId = Number(new URL(dealer.url()).pathname.split('/').pop())
    await stateBadge(dealer, 'Pubblicato').waitFor({ state: 'visible' })

    /* The public link is written out in full, from the address the page was opened at. */
    const trackingLink = dealer.getByTestId('tracking-link').getByRole('link')
    const trackingPath = await trackingLink.getAttribute('href')
    assert.match(trackingPath ?? '', /^\/tracking\/[^/]+$/)
    assert.equal(await trackingLink.textContent(), absolute(trackingPath!))

    /* A value on window dies with a full reload: the update below must arrive without one. */
    await dealer.evaluate(() => {
      ;(window as any).__journeyMarker = 'still-here'
    })
    /* The team channel subscription must be in place before the assignment is broadcast. */
    await teamSubscribed

    /* (b) staff, in a second browser context, assign Trasporti Bianchi */
    const adminContext = await browser.newContext()
    try {
      await italianBrowser(adminContext)
      const admin = await adminContext.newPage()
      const adminErrors = collectErrors(admin)
      await admin.goto(absolute('/login'))
      await signIn(admin, 'admin@example.com', '/admin')
      await admin.goto(absolute(`/admin/transports/${transportId}`))
      await stateBadge(admin, 'Pubblicato').waitFor({ state: 'visible' })

      await admin.getByLabel('Trasportatore verificato', { exact: true }).first().click()
      await admin.getByRole('option', { name: 'Trasporti Bianchi' }).click()
      await admin.getByRole('button', { name: 'Assegna trasportatore' }).click()
      const assignDialog = admin.getByRole('dialog', { name: 'Assegnare il trasporto?' })
      await assignDialog.waitFor({ state: 'visible' })
      await assignDialog.getByRole('button', { name: 'Conferma' }).click()
      await stateBadge(admin, 'Assegnato').waitFor({ state: 'visible', timeout: 10000 })
      assert.deepEqual(adminErrors, [])
    } finally {
      await adminContext.close()
    }

    /* (c) the dealer's open page turns "Assegnato" by itself */
    await stateBadge(dealer, 'Assegnato').waitFor({ state: 'visible', timeout: 10000 })
    assert.equal(
      await dealer.evaluate(() => (window as any).__journeyMarker ?? null),
      'still-here',
      'the transport page was reloaded'
    )
    assert.equal((await dealer.locator('main').getByText('Trasporti Bianchi').count()) > 0, true)

    /* (d) the public tracking page */
    await dealer.goto(absolute(trackingPath!))
    await stateBadge(dealer, 'Assegnato').waitFor({ state: 'visible' })

    assert.deepEqual(dealerErrors, [])
  }).timeout(120000)
})
