import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { collectErrors, italianBrowser, signIn } from '#tests/browser/helpers'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createDealerTransport } from '#tests/helpers/transport_factories'

/**
 * The bell in a real Chromium: a dealer of its own (not the demo's, so the
 * other journeys keep their data) has a published transport open; staff
 * assign it from a second browser context; the dealer's bell count goes up
 * without a reload, and its dropdown shows the notification, which opens the
 * transport.
 */
function bellCount(page: Page) {
  return page.getByTestId('notification-count').getAttribute('data-count').then(Number)
}

test.group('Browser: notifications', () => {
  test('the bell count moves live when staff change a transport state', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer', {
      email: `bell-${Date.now()}@example.com`,
      password: 'password',
    })
    const { transport } = await createDealerTransport({ dealer })

    await italianBrowser(browserContext)
    const page = await visit('/login')
    const errors = collectErrors(page)
    const userSubscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/__transmit/subscribe') &&
        response.ok() &&
        (response.request().postData() ?? '').includes('"users/'),
      { timeout: 30000 }
    )
    await signIn(page, dealer.user.email, '/dealer')
    await page.goto(new URL(`/dealer/transports/${transport.id}`, page.url()).href)
    await userSubscribed
    const before = await bellCount(page)
    await page.evaluate(() => {
      ;(window as any).__journeyMarker = 'still-here'
    })

    const adminContext = await browser.newContext()
    try {
      await italianBrowser(adminContext)
      const admin = await adminContext.newPage()
      await admin.goto(new URL('/login', page.url()).href)
      await signIn(admin, 'admin@example.com', '/admin')
      await admin.goto(new URL(`/admin/transports/${transport.id}`, page.url()).href)
      await admin.getByLabel('Trasportatore verificato', { exact: true }).first().click()
      await admin.getByRole('option', { name: 'Trasporti Bianchi' }).click()
      await admin.getByRole('button', { name: 'Assegna trasportatore' }).click()
      const dialog = admin.getByRole('dialog', { name: 'Assegnare il trasporto?' })
      await dialog.getByRole('button', { name: 'Conferma' }).click()
      await admin.getByText('Assegnato', { exact: true }).first().waitFor({ state: 'visible' })
    } finally {
      await adminContext.close()
    }

    await page.waitForFunction(
      (previous) =>
        Number(
          document.querySelector('[data-testid="notification-count"]')?.getAttribute('data-count')
        ) > previous,
      before,
      { timeout: 15000 }
    )
    assert.equal(await bellCount(page), before + 1)
    assert.equal(
      await page.evaluate(() => (window as any).__journeyMarker ?? null),
      'still-here',
      'the page was reloaded'
    )

    /* the dropdown lists it; opening it marks it read and leads to the transport */
    await page.getByRole('button', { name: /^Notifiche, \d+ non lette$/ }).click()
    const row = page.getByTestId('notification-row').first()
    await row.waitFor({ state: 'visible' })
    assert.include(await row.textContent(), `Trasporto ${transport.reference} assegnato`)
    await row.click()
    await page.waitForURL((url) => url.pathname === `/dealer/transports/${transport.id}`)
    await page.waitForFunction(
      (previous) =>
        Number(
          document.querySelector('[data-testid="notification-count"]')?.getAttribute('data-count')
        ) === previous,
      before,
      { timeout: 10000 }
    )
    assert.deepEqual(errors, [])
  }).timeout(120000)
})
