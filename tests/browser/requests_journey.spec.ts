import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { DEALER, overflow, signedIn } from '#tests/browser/helpers'

/**
 * The request form in Chromium on a phone (demo data): the live quote
 * answers as the form is typed and shows what the dealer pays (never the
 * commission or the payout), and the dealer's request and supplier pages
 * render without errors and without horizontal scrolling.
 */
async function chooseProvince(page: Page, index: number, name: string) {
  const input = page.getByLabel('Provincia', { exact: true }).nth(index)
  await input.click()
  await input.fill(name)
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click()
}

test.group('Browser: transport requests', () => {
  test('the request form prices Milano → Roma live, on a 390×844 screen', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, DEALER, { phone: true })

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
