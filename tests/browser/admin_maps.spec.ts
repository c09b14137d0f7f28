import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { BrowserContext, Page } from 'playwright'
import { overflow, signedIn } from '#tests/browser/helpers'

/**
 * The staff maps (Admin → Maps) in Chromium against the demo data (no tile
 * server configured): each of the four opens from the tabs, draws the
 * offline outline of the 20 regions and its points, its side list shows
 * rows and a row focuses its point; at 390 px the list stacks under the map
 * and nothing scrolls sideways. No console error, and not a single request
 * leaves this machine (no tiles).
 */
const STAFF = { email: 'admin@example.com', area: '/admin' }
const LOCAL_HOSTS = ['127.0.0.1', 'localhost']
const TABS = [
  { path: '/admin/maps/overview', tab: 'Panoramica' },
  { path: '/admin/maps/logistics', tab: 'Logistica' },
  { path: '/admin/maps/requests', tab: 'Richieste' },
  { path: '/admin/maps/transporters', tab: 'Trasportatori' },
]

function watchRequests(context: BrowserContext) {
  const urls: string[] = []
  context.on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url())
  })
  return urls
}

const foreign = (urls: string[]) =>
  urls.filter((url) => !LOCAL_HOSTS.includes(new URL(url).hostname))

/** The map drew the outline of the regions and at least one point (a dot or a cluster), no tile. */
async function mapDrawn(page: Page, assert: Assert) {
  const map = page.getByTestId('admin-map')
  await map.waitFor({ timeout: 30000 })
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.leaflet-overlay-pane path').length >= 20 &&
      document.querySelectorAll('.admin-map-marker, .marker-cluster').length > 0
  )
  assert.equal(await page.locator('.leaflet-tile').count(), 0)
  await page.assertTextContains('.leaflet-control-attribution', 'ISTAT, Openpolis')
  assert.isAbove(Number(await map.getAttribute('data-points')), 0)
  return map
}

/** A list row of one point focuses it: its popup opens on the map (its cluster opened). */
async function rowFocusesPoint(page: Page, assert: Assert, path: string) {
  const row = page.locator('[data-testid="map-list-row"][data-focus="1"]').last()
  await row.click()
  const opened = await page
    .locator('.leaflet-popup')
    .waitFor({ timeout: 15000 })
    .then(() => true)
    .catch(() => false)
  assert.isTrue(opened, `${path}: the row did not open its point's popup`)
}

test.group('Browser: staff maps', () => {
  test('1280 px: the four maps side by side with their lists, rows focus points, no foreign request', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const requests = watchRequests(browserContext)
    const { page, errors } = await signedIn(visit, browserContext, STAFF)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.locator('nav a[href="/admin/maps/overview"]').first().click()
    await page.waitForURL((url) => url.pathname === '/admin/maps/overview')
    for (const { path, tab } of TABS) {
      if (new URL(page.url()).pathname !== path) {
        await page.getByRole('tab', { name: tab }).click()
        await page.waitForURL((url) => url.pathname === path)
      }
      const map = await mapDrawn(page, assert)
      const list = page.getByTestId('map-list')
      const [mapBox, listBox] = [(await map.boundingBox())!, (await list.boundingBox())!]
      assert.isAbove(listBox.x, mapBox.x + mapBox.width - 1, `${path}: the list is beside the map`)
      assert.isAbove(await page.getByTestId('map-list-row').count(), 0)
      await rowFocusesPoint(page, assert, path)
    }
    /* the logistics map proposes the demo's consolidations (two cars on one truck, km saved) */
    await page.getByRole('tab', { name: 'Logistica' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/maps/logistics')
    await page.getByTestId('map-list').waitFor()
    const listed = (await page.getByTestId('map-list').textContent()) ?? ''
    assert.include(listed, 'Consolidamenti proposti')
    assert.match(listed, /risparmio \d+ km/)
    assert.isAbove(
      await page
        .locator('[data-testid="map-list-row"]:not([data-focus="0"]):not([data-focus="1"])')
        .count(),
      0
    )
    assert.deepEqual(foreign(requests), [])
    assert.deepEqual(errors, [])
  }).timeout(180000)

  test('390 px: each list stacks under its map, nothing scrolls sideways', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const requests = watchRequests(browserContext)
    const { page, errors } = await signedIn(visit, browserContext, STAFF, { phone: true })
    for (const { path } of TABS) {
      await page.goto(path)
      const map = await mapDrawn(page, assert)
      const list = page.getByTestId('map-list')
      const [mapBox, listBox] = [(await map.boundingBox())!, (await list.boundingBox())!]
      assert.isAbove(listBox.y, mapBox.y + mapBox.height - 1, `${path}: the list is under the map`)
      assert.isAtMost(await overflow(page), 0, `${path} scrolls sideways`)
    }
    assert.deepEqual(foreign(requests), [])
    assert.deepEqual(errors, [])
  }).timeout(180000)
})
