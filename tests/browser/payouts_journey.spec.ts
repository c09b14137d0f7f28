import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { collectErrors, italianBrowser, ROLES, signIn, signedIn } from '#tests/browser/helpers'

/**
 * Carrier payouts in a real Chromium against the demo data: staff create a
 * batch from what is due, approve it and mark it paid, each step confirmed in
 * a dialog; the demo carrier's owner then finds the paid jobs and the payout
 * (with its CSV) under Pagamenti.
 */
async function confirmStep(page: Page, button: string, dialog: string, flash: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const modal = page.getByRole('dialog', { name: dialog })
  await modal.waitFor({ state: 'visible' })
  await modal.getByRole('button', { name: button, exact: true }).click()
  await page.getByText(flash, { exact: true }).first().waitFor({ state: 'visible' })
}

test.group('Browser: carrier payouts', () => {
  test('staff create, approve and pay a batch; the carrier sees its paid jobs and payout', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const { page: admin, errors } = await signedIn(visit, browserContext, ROLES[0])
    await admin.locator('nav').getByRole('link', { name: 'Pagamenti ai trasportatori' }).click()
    await admin.waitForURL((url) => url.pathname === '/admin/payouts')
    await admin.assertTitle('Pagamenti ai trasportatori - Trasporti')
    await admin.getByText(/^Dovuto ora: /).waitFor({ state: 'visible' })

    await confirmStep(
      admin,
      'Crea distinta',
      'Creare una distinta con tutto il dovuto?',
      'Distinta creata.'
    )
    assert.match(new URL(admin.url()).pathname, /^\/admin\/payouts\/\d+$/)
    await confirmStep(admin, 'Approva', 'Approvare la distinta?', 'Distinta approvata.')
    await admin.getByRole('link', { name: 'Scarica il file SEPA' }).waitFor({ state: 'visible' })
    await confirmStep(
      admin,
      'Segna come pagata',
      'Segnare la distinta come pagata?',
      'Distinta segnata come pagata: i pagamenti sono registrati.'
    )
    await admin.locator('main').getByText('Pagata', { exact: true }).first().waitFor()
    assert.deepEqual(errors, [])

    const carrierContext = await browser.newContext()
    try {
      await italianBrowser(carrierContext)
      const carrier = await carrierContext.newPage()
      const carrierErrors = collectErrors(carrier)
      await carrier.goto(new URL('/login', admin.url()).href)
      await signIn(carrier, 'transporter@example.com', '/transporter')
      await carrier.locator('nav').getByRole('link', { name: 'Pagamenti', exact: true }).click()
      await carrier.waitForURL((url) => url.pathname === '/transporter/payments')
      await carrier.waitForFunction(() => document.title === 'Pagamenti - Trasporti')
      await carrier.locator('main').getByText('Pagato', { exact: true }).first().waitFor()
      await carrier.getByRole('tab', { name: 'Bonifici ricevuti' }).click()
      await carrier.waitForURL((url) => url.pathname === '/transporter/payments/payouts')
      await carrier
        .getByRole('link', { name: /^Scarica in CSV i compensi del pagamento/ })
        .first()
        .waitFor()
      assert.deepEqual(carrierErrors, [])
    } finally {
      await carrierContext.close()
    }
  }).timeout(120_000)
})
