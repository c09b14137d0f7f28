import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'

/**
 * The request form in Chromium on a phone (demo data): the live quote
 * answers as the form is typed and shows what the dealer pays (never the
 * commission or the payout), and the dealer's request and supplier pages
 * render without errors and without horizontal scrolling.
 */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

async function italianBrowser(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5' })
}

async function chooseProvince(page: Page, index: number, name: string) {
  const input = page.getByLabel('Provincia', { exact: true }).nth(index)
  await input.click()
  await input.fill(name)
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click()
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.group('Browser: transport requests', () => {
  test('the request form prices Milano → Roma live, on a 390×844 screen', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await italianBrowser(browserContext)
    const page = await visit('/login')
    await page.setViewportSize({ width: 390, height: 844 })
    const errors = collectErrors(page)
    await page.locator('input[name="email"]').fill('dealer@example.com')
    await page.locator('input[name="password"]').fill('password')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/dealer')

    for (const path of ['/dealer/requests', '/dealer/suppliers']) {
      await page.goto(new URL(path, page.url()).href)
      await page.waitForLoadState('networkidle')
      assert.isAtMost(await overflow(page), 0, path)
    }

    await page.goto(new URL('/dealer/requests/create', page.url()).href)
    await page.assertTitle('Nuova richiesta - Trasporti')
    await page.assertTextContains('body', 'Indica le province e i veicoli per vedere il prezzo.')
    await chooseProvince(page, 0, 'Milano')
    await chooseProvince(page, 1, 'Roma')
    await page.getByText('Totale', { exact: true }).waitFor({ timeout: 10000 })
    await page.assertTextContains('body', 'Imponibile')
    assert.notInclude(await page.locator('body').innerText(), 'Commissione')
    assert.isAtMost(await overflow(page), 0)
    assert.deepEqual(errors, [])
  }).timeout(90000)
})
