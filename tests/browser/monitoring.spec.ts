import { test } from '@japa/runner'
import { ROLES, signedIn } from './helpers.js'

const ADMIN = ROLES[0]

/**
 * The admin dashboard (KPIs, charts loaded as their own chunk, live feed) and
 * Admin → Monitoring on a 390 px phone screen: no sideways scrolling, no
 * console error, the charts drawn.
 */
test.group('Browser: dashboard and monitoring at phone width', () => {
  test('the admin dashboard draws its charts and feed; monitoring shows its sections', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, ADMIN, { phone: true })
    await page.waitForSelector('.recharts-surface', { timeout: 60_000 })
    await page.assertVisible(page.getByText('Attività in diretta'))
    let width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(width, 390, `/admin is ${width} px wide`)

    await page.goto(new URL('/admin/analytics/monitoring', page.url()).href)
    await page.waitForLoadState('networkidle')
    await page.assertVisible(page.getByRole('heading', { name: 'Livelli di servizio' }))
    await page.assertVisible(page.getByRole('heading', { name: 'Assicurazioni in scadenza' }))
    width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(width, 390, `/admin/analytics/monitoring is ${width} px wide`)
    assert.deepEqual(errors, [])
  }).timeout(180_000)
})
