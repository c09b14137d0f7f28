import { test } from '@japa/runner'
import { overflow, ROLES, signedIn } from '#tests/browser/helpers'

const TRANSPORTER = ROLES[2]
const STAFF = ROLES[0]

/**
 * Book a call in Chromium on a phone (demo data): from a marketplace
 * transport, "Prenota una chiamata" preselects it; a day, then a free slot;
 * the call is in the team's list, which cancels it after a confirmation.
 * Staff see the demo calls on the calendar and open one.
 */
test.group('Browser: book a call', () => {
  test('a carrier books a call about a transport and cancels it, on a 390×844 screen', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, TRANSPORTER, { phone: true })
    await page.goto(new URL('/transporter/marketplace', page.url()).href)
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('link', { name: /^T-\d{4}-\d{6}$/ })
      .first()
      .click()
    await page.getByRole('link', { name: 'Prenota una chiamata' }).click()
    await page.waitForURL((url) => url.pathname === '/transporter/calls/new')
    await page.assertTitle('Prenota una chiamata - Trasporti')
    const reference = (await page.getByText(/^T-\d{4}-\d{6} · /).innerText()).split(' · ')[0]!

    await page.getByRole('combobox', { name: 'Giorno' }).click()
    await page.getByRole('option').nth(1).click()
    const slot = page.getByRole('group', { name: 'Orario' }).getByRole('button').first()
    const time = (await slot.innerText()).trim()
    await slot.click()
    assert.equal(await slot.getAttribute('aria-pressed'), 'true')
    assert.isAtMost(await overflow(page), 0)
    await page.getByRole('button', { name: 'Prenota la chiamata' }).click()

    await page.waitForURL((url) => url.pathname === '/transporter/calls')
    await page.assertTextContains('body', `alle ${time}`)
    await page.assertTextContains('body', reference)
    assert.isAtMost(await overflow(page), 0)

    const card = page
      .locator('.mantine-Paper-root', { hasText: reference })
      .filter({ hasText: time })
    await card.getByRole('button', { name: 'Annulla' }).click()
    await page.getByRole('button', { name: 'Annulla la chiamata' }).click()
    await page.getByText('Chiamata annullata: l’annullamento è stato inviato per e-mail.').waitFor()
    await page.getByText('Passate e annullate').click()
    await page.waitForURL((url) => url.searchParams.get('when') === 'past')
    await page.getByText('Annullata dal tuo team').first().waitFor()
    assert.deepEqual(errors, [])
  }).timeout(90000)

  test('staff open a booked call from the calendar', async ({ visit, browserContext, assert }) => {
    const { page, errors } = await signedIn(visit, browserContext, STAFF)
    await page.goto(new URL('/admin/calendar', page.url()).href)
    await page.waitForLoadState('networkidle')
    let call = page.locator('[data-call]:visible').first()
    /* The demo's next calls may fall in next month. */
    if ((await call.count()) === 0) {
      await page.getByRole('button', { name: 'Successivo' }).click()
      await page.waitForLoadState('networkidle')
      call = page.locator('[data-call]:visible').first()
    }
    await call.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Trasportatore').waitFor()
    await dialog.getByText('Telefono').waitFor()
    assert.include(await dialog.innerText(), '+39')
    assert.deepEqual(errors, [])
  }).timeout(90000)
})
