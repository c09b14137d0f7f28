import { test } from '@japa/runner'
import { ROLES, overflow, signedIn } from './helpers.js'

const ADMIN = ROLES[0]

/**
 * Admin → Settings → Notifications on a 390 px phone screen: the list of
 * types, a type's page; an unknown variable refused next to the field, a
 * saved version in the history, the preview of the form; no sideways
 * scrolling, no console error.
 */
test.group('Browser: notification templates at phone width', () => {
  test('list, edit with a field error, save a version, preview', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, ADMIN, { phone: true })
    await page.goto(new URL('/admin/settings/notifications', page.url()).href)
    await page.waitForLoadState('networkidle')
    assert.isAtMost(await overflow(page), 0, 'the list scrolls sideways')
    await page.getByRole('link', { name: 'Preventivo pronto' }).first().click()
    await page.waitForURL((url) => url.pathname === '/admin/settings/notifications/quote_ready')
    assert.isAtMost(await overflow(page), 0, 'the type page scrolls sideways')

    const subject = page.getByRole('textbox', { name: 'Oggetto' }).first()
    await subject.fill('Preventivo per {cliente}')
    await page.getByRole('button', { name: 'Salva nuova versione' }).first().click()
    await page.assertVisible(page.getByText('Variabile non disponibile per questo tipo: {cliente}'))

    await subject.fill('Preventivo {reference}: {amount}')
    await page.getByRole('button', { name: 'Anteprima del testo nel modulo' }).first().click()
    await page.assertVisible(page.getByText('Preventivo TR-2026-00042: € 1.250,00').first())
    await page.getByRole('button', { name: 'Salva nuova versione' }).first().click()
    await page.assertVisible(page.getByText('Modello salvato (versione 1).'))
    await page.assertVisible(page.getByText('Versione 1', { exact: true }))
    assert.isAtMost(await overflow(page), 0, 'the type page scrolls sideways')
    assert.deepEqual(errors, [])
  }).timeout(180_000)
})
