import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { BrowserContext, Page } from 'playwright'
import { markWindow, onScreen, overflow, signedIn, windowMarker } from '#tests/browser/helpers'

/**
 * The marketplace's map view in Chromium against the demo data (no tile
 * server configured): the list/map switch keeps the view in the URL, Leaflet
 * loads only when the map opens, the offline outline of the 20 regions and
 * the markers render, popups open from the keyboard and lead to the
 * transport without a reload, the page fits a phone; and not a single
 * request leaves this machine (no tiles, no fonts, nothing).
 */
const TRANSPORTER = { email: 'transporter@example.com', area: '/transporter' }
const LOCAL_HOSTS = ['127.0.0.1', 'localhost']

/** Every http(s) request the browser makes, by host. */
function watchRequests(context: BrowserContext) {
  const urls: string[] = []
  context.on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url())
  })
  return urls
}

function foreign(urls: string[]) {
  return urls.filter((url) => !LOCAL_HOSTS.includes(new URL(url).hostname))
}

/** The map has drawn its outline and its markers (single ones or clusters). */
async function mapDrawn(page: Page, assert: Assert) {
  const map = page.getByTestId('marketplace-map')
  /* The first visit may wait for the dev server to transform Leaflet. */
  await map.waitFor({ timeout: 30000 })
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.leaflet-overlay-pane path').length >= 20 &&
      document.querySelectorAll('.marketplace-marker, .marker-cluster').length > 0
  )
  /* One shape per region, no tile anywhere. */
  assert.equal(await page.locator('.leaflet-overlay-pane path').count(), 20)
  assert.equal(await page.locator('.leaflet-tile').count(), 0)
  await page.assertTextContains('.leaflet-control-attribution', 'ISTAT, Openpolis')
  /* As many transports on the map as the caption says (once the clusters stop animating). */
  const caption = await page.getByText(/trasport[oi] sulla mappa/).textContent()
  const expected = Number(/(\d+) trasport/.exec(caption ?? '')?.[1])
  assert.isAbove(expected, 0)
  await page.waitForFunction(
    (count) =>
      [...document.querySelectorAll('.marketplace-marker, .marker-cluster')].reduce(
        (sum, element) =>
          sum + (element.classList.contains('marker-cluster') ? Number(element.textContent) : 1),
        0
      ) === count,
    expected
  )
  return map
}

/**
 * The demo has dozens of transports: at the first zoom they sit in clusters.
 * Opens clusters (a click zooms in, or spreads identical points) until a
 * single transport's marker shows.
 */
async function showSingleMarker(page: Page) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const appeared = await page
      .waitForFunction(() => document.querySelector('.marketplace-marker') !== null, null, {
        timeout: 1500,
      })
      .then(() => true)
      .catch(() => false)
    if (appeared) return
    await page.locator('.marker-cluster').first().click()
  }
  throw new Error('no single marker after opening the clusters')
}

/** The list/map switch, as a pointer uses it. */
function switchTo(page: Page, view: 'Elenco' | 'Mappa') {
  return page
    .locator('label')
    .filter({ hasText: new RegExp(`^${view}$`) })
    .click()
}

test.group('Browser: marketplace map', () => {
  test('1280 px: the switch opens the map (Leaflet only then), keyboard popups, no foreign request', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const requests = watchRequests(browserContext)
    const { page, errors } = await signedIn(visit, browserContext, TRANSPORTER)
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.locator('nav a[href="/transporter/marketplace"]').first().click()
    await page.waitForURL((url) => url.pathname === '/transporter/marketplace')
    await page.assertTitle('Trasporti disponibili - Trasporti')
    await page.waitForLoadState('networkidle')
    /*
     * The map's code (Leaflet, the map module, the regions) is not loaded by the list. Style
     * sheets are left out: in development Vite's server links the CSS of every module it has
     * already served into each page's HTML (against a flash of unstyled content), so once
     * another test opened the map, even /login links leaflet.css; the built app does not.
     */
    assert.deepEqual(
      requests.filter(
        (url) =>
          /leaflet|\/map\/marketplace_map|italy_regions/.test(url) &&
          !new URL(url).pathname.endsWith('.css')
      ),
      [],
      'the list loaded the map code'
    )

    await markWindow(page)
    await switchTo(page, 'Mappa')
    await page.waitForURL((url) => url.searchParams.get('view') === 'map')
    const map = await mapDrawn(page, assert)
    assert.equal(await windowMarker(page), 'still-here', 'the map view was a full reload')
    assert.isAbove(requests.filter((url) => /leaflet/.test(url)).length, 0)
    assert.approximately((await map.boundingBox())!.height, 600, 2)

    /* Keyboard: Tab reaches a marker, Enter opens its popup and focuses its link, Esc goes back. */
    const marker = page.locator('.marketplace-marker').first()
    await showSingleMarker(page)
    await page.getByRole('radio', { name: 'Mappa' }).focus()
    let reached = false
    for (let step = 0; step < 60 && !reached; step++) {
      await page.keyboard.press('Tab')
      reached = await page.evaluate(
        () => document.activeElement?.classList.contains('leaflet-marker-icon') ?? false
      )
    }
    assert.isTrue(reached, 'Tab never reached a marker')
    await marker.focus()
    const label = await marker.getAttribute('aria-label')
    assert.match(label ?? '', /^T-\d{4}-\d{6}: .+ \([A-Z]{2}\) → .+ \([A-Z]{2}\), [\d.]+,\d{2} €$/)
    await page.keyboard.press('Enter')
    const popup = page.locator('.leaflet-popup')
    await page.assertVisible(popup)
    await page.assertTextContains('.leaflet-popup', 'Ritiro:')
    await page.assertTextContains('.leaflet-popup', 'Compenso:')
    assert.isTrue(
      await page.evaluate(
        () =>
          document.activeElement?.closest('.leaflet-popup') !== null &&
          document.activeElement?.tagName === 'A'
      ),
      'the popup did not take the focus'
    )
    await page.keyboard.press('Escape')
    await page.assertNotExists('.leaflet-popup')
    assert.isTrue(
      await page.evaluate(
        () => document.activeElement?.classList.contains('marketplace-marker') ?? false
      ),
      'the focus did not go back to the marker'
    )

    /* A cluster zooms in (or spreads out its transports) from the keyboard too. */
    const clusters = page.locator('.marker-cluster')
    if ((await clusters.count()) > 0) {
      const before = await page.evaluate(() =>
        document.querySelector('.leaflet-proxy')?.getAttribute('style')
      )
      await clusters.first().focus()
      await page.keyboard.press('Enter')
      await page.waitForFunction(
        (proxy) =>
          document.querySelector('.leaflet-proxy')?.getAttribute('style') !== proxy ||
          document.querySelectorAll('.leaflet-overlay-pane path').length > 20,
        before
      )
      /* …and hands the focus to the map, whose markers are the next tab stops. */
      assert.isTrue(
        await page.evaluate(
          () => document.activeElement?.classList.contains('marketplace-map') ?? false
        )
      )
    }

    /* The popup's link opens the transport's page without a reload. */
    await marker.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Apri il trasporto' }).click()
    await page.waitForURL((url) => /^\/transporter\/marketplace\/\d+$/.test(url.pathname))
    assert.equal(await windowMarker(page), 'still-here')

    assert.deepEqual(foreign(requests), [])
    assert.deepEqual(errors, [])
  }).timeout(120000)

  test('390 px: the map fills the width, the switch is on screen, nothing scrolls sideways', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const requests = watchRequests(browserContext)
    const { page, errors } = await signedIn(visit, browserContext, TRANSPORTER, { phone: true })
    await page.goto(new URL('/transporter/marketplace?view=map', page.url()).href)
    const map = await mapDrawn(page, assert)
    const box = (await map.boundingBox())!
    assert.isAtLeast(box.x, 0)
    assert.isAtMost(box.x + box.width, 390)
    assert.isAtLeast(box.width, 390 - 2 * 16 - 2)
    assert.isTrue(await onScreen(page.locator('label').filter({ hasText: /^Elenco$/ })))
    assert.isAtMost(await overflow(page), 0)

    /* A tap opens a popup that fits the screen. */
    await showSingleMarker(page)
    await page.locator('.marketplace-marker').first().click()
    /* Leaflet pans the map (animated) to bring an opened popup into view. */
    await page
      .waitForFunction(
        () => {
          const rect = document.querySelector('.leaflet-popup')?.getBoundingClientRect()
          return rect !== undefined && rect.left >= 0 && rect.right <= window.innerWidth
        },
        null,
        { timeout: 3000 }
      )
      .catch(() => {})
    const popup = (await page.locator('.leaflet-popup').boundingBox())!
    assert.isAtLeast(popup.x, 0)
    assert.isAtMost(popup.x + popup.width, 390)

    /* Back to the list: the filters' URL keeps working, without the map. */
    await switchTo(page, 'Elenco')
    await page.waitForURL((url) => !url.searchParams.has('view'))
    await page.assertNotExists('[data-testid="marketplace-map"]')
    assert.isAtMost(await overflow(page), 0)

    assert.deepEqual(foreign(requests), [])
    assert.deepEqual(errors, [])
  }).timeout(120000)
})
