import { test } from '@japa/runner'
import Transport from '#transports/models/transport'
import { signedIn, ROLES } from '#tests/browser/helpers'

/**
 * Tracking and position (issue 11) in Chromium against the demo data: the
 * carrier opens its transport in transit, turns on the consent switch, the
 * emulated phone position (Playwright's geolocation, granted like a user
 * would) is sent and the status line says when; the public tracking page
 * then shows it on the map (offline outline, no tile), and no request leaves this
 * machine.
 */
const TRANSPORTER = ROLES[2]
const AT = { latitude: 45.55, longitude: 9.9 }

test.group('Browser: position sent by the carrier, shown to the dealer', () => {
  test('390 px: consent → position sent → the tracking page\u2019s map at that position', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const foreign: string[] = []
    browserContext.on('request', (request) => {
      const url = request.url()
      if (/^https?:/.test(url) && !['127.0.0.1', 'localhost'].includes(new URL(url).hostname))
        foreign.push(url)
    })
    await browserContext.grantPermissions(['geolocation'])
    await browserContext.setGeolocation(AT)
    const { page, errors } = await signedIn(visit, browserContext, TRANSPORTER, { phone: true })

    await page.goto('/transporter/transports?state=picked_up')
    const first = page.locator('a[href^="/transporter/transports/"]').filter({ hasText: /^T-/ })
    const href = await first.first().getAttribute('href')
    assert.match(href ?? '', /^\/transporter\/transports\/\d+$/)
    await page.goto(href!)
    const sender = page.getByTestId('position-sender')
    await sender.waitFor()
    await page.assertTextContains('[data-testid="position-status"]', 'Condivisione disattivata')
    /* the demo's picked-up transport last reported 45 minutes ago: this one is stored */
    await sender.getByRole('switch').check({ force: true })
    await page.waitForFunction(
      () =>
        /Ultima posizione inviata alle \d{2}:\d{2}/.test(
          document.querySelector('[data-testid="position-status"]')?.textContent ?? ''
        ),
      null,
      { timeout: 15000 }
    )
    /* the consent is remembered on this device */
    await page.reload()
    assert.isTrue(await sender.getByRole('switch').isChecked())
    /* and so is the last position sent: the page waits for the interval instead of sending again (no 429) */
    await page.assertTextContains(
      '[data-testid="position-status"]',
      'Ultima posizione inviata alle'
    )
    await page.waitForTimeout(1500)
    assert.deepEqual(errors, [])

    /* the public tracking page of the same transport shows it on the map */
    const transport = await Transport.findOrFail(Number(href!.split('/').at(-1)))
    const publicPage = page
    await publicPage.goto(`/tracking/${transport.trackingToken}`)
    const map = publicPage.getByTestId('position-map')
    await map.waitFor({ timeout: 30000 })
    assert.equal(
      await publicPage.getByTestId('position-map-view').getAttribute('data-mode'),
      'live'
    )
    await publicPage.waitForFunction(
      () => document.querySelectorAll('.leaflet-overlay-pane path').length >= 20
    )
    assert.equal(await publicPage.locator('.leaflet-tile').count(), 0)
    assert.equal(await map.getAttribute('data-lat'), String(AT.latitude))
    assert.equal(await map.getAttribute('data-lng'), String(AT.longitude))
    await publicPage.assertTextContains(
      '[data-testid="position-freshness"]',
      'Aggiornata meno di un minuto fa'
    )
    assert.deepEqual(foreign, [])
  })
})
