import { test } from '@japa/runner'
import { overflow, ROLES, signedIn } from '#tests/browser/helpers'

/**
 * Admin → Analytics in Chromium against the demo data: each of the five
 * pages opens from the tabs as staff at phone width (390 px) without
 * console errors, draws its charts (the charts' chunk loads with the first
 * one), shows the tables behind them, and nothing scrolls sideways: wide
 * tables scroll inside their own container.
 */
const ADMIN = ROLES[0]
const PAGES = [
  ['dealers', 'Concessionari'],
  ['transporters', 'Trasportatori'],
  ['routes', 'Tratte'],
  ['prices', 'Prezzi'],
  ['teams', 'Team'],
] as const

test.group('Browser: analytics', () => {
  test('the five pages at 390 px: charts, tables, tabs, no sideways scroll, no errors', async ({
    visit,
    browserContext,
    assert,
  }) => {
    /* A busy machine's dev server may take a while for the first page's modules. */
    browserContext.setDefaultNavigationTimeout(120000)
    browserContext.setDefaultTimeout(60000)
    const { page, errors } = await signedIn(visit, browserContext, ADMIN, { phone: true })
    await page.goto('/admin/analytics/dealers')
    for (const [kind, tab] of PAGES) {
      if (kind !== 'dealers') {
        await page.getByRole('tab', { name: tab, exact: true }).click()
        await page.waitForURL((url) => url.pathname === `/admin/analytics/${kind}`)
      }
      /* The first chart may wait for the dev server to transform recharts. */
      await page.locator('.recharts-surface').first().waitFor({ timeout: 60000 })
      assert.isAbove(await page.locator('table').count(), 0, kind)
      assert.isAtMost(await overflow(page), 0, kind)
    }
    assert.deepEqual(errors, [])
  }).timeout(240000)
})
