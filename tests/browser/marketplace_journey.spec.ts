import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import {
  collectErrors,
  italianBrowser,
  markWindow,
  signIn,
  windowMarker,
} from '#tests/browser/helpers'

/**
 * The marketplace's main path in Chromium against the demo data, three people
 * at once: the dealer watches one of its published transports; a second
 * carrier (Neri) has the marketplace list open; the first carrier (Bianchi)
 * filters the list by pickup region, opens the transport and takes it with
 * buy-now. Neri's list drops it and the dealer's page turns "Assegnato",
 * both without a reload.
 */

/** A published Lombardy transport of the demo dealer, outside any private session. */
async function dealersLombardyTransport() {
  const row = await db
    .from('transports')
    .join('teams', 'teams.id', 'transports.team_id')
    .join('team_members', 'team_members.team_id', 'teams.id')
    .join('users', 'users.id', 'team_members.user_id')
    .where('users.email', 'dealer@example.com')
    .where('transports.state', 'published')
    .whereNull('transports.transporter_team_id')
    .where('transports.pickup_region', 'lombardia')
    .whereNotExists((query) =>
      query
        .from('private_session_transports')
        .join(
          'private_sessions',
          'private_sessions.id',
          'private_session_transports.private_session_id'
        )
        .whereRaw('private_session_transports.transport_id = transports.id')
        .whereNull('private_sessions.closed_at')
    )
    .orderBy('transports.id', 'desc')
    .select('transports.id', 'transports.reference')
    .first()
  if (!row) throw new Error('the demo has no published Lombardy transport of dealer@example.com')
  return { id: Number(row.id), reference: String(row.reference) }
}

/** Resolves once the page has subscribed to a realtime channel whose name contains `channel`. */
function subscribed(page: Page, channel: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/__transmit/subscribe') &&
      response.ok() &&
      (response.request().postData() ?? '').includes(channel),
    { timeout: 30000 }
  )
}

async function signedInPage(browser: Browser, baseUrl: string, email: string, area: string) {
  const context = await browser.newContext()
  await italianBrowser(context)
  const page = await context.newPage()
  const errors = collectErrors(page)
  await page.goto(new URL('/login', baseUrl).href)
  await signIn(page, email, area)
  return { context, page, errors }
}

test.group('Browser: marketplace journey', () => {
  test('a carrier filters, opens and buys a transport; the other carrier and the dealer see it live', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const transport = await dealersLombardyTransport()
    const absolute = (base: Page, path: string) => new URL(path, base.url()).href

    /* (a) the dealer watches its transport */
    await italianBrowser(browserContext)
    const dealer = await visit('/login')
    const dealerErrors = collectErrors(dealer)
    const teamSubscribed = subscribed(dealer, '"teams/')
    await signIn(dealer, 'dealer@example.com', '/dealer')
    await dealer.goto(absolute(dealer, `/dealer/transports/${transport.id}`))
    await dealer.getByText('Pubblicato', { exact: true }).first().waitFor()
    await teamSubscribed
    await markWindow(dealer)

    /* (b) a second carrier has the list open */
    const other = await signedInPage(
      browser,
      dealer.url(),
      'transporter2@example.com',
      '/transporter'
    )
    const buyer = await signedInPage(
      browser,
      dealer.url(),
      'transporter@example.com',
      '/transporter'
    )
    try {
      const listSubscribed = subscribed(other.page, 'transports/published')
      await other.page.goto(absolute(other.page, '/transporter/marketplace?pickupRegion=lombardia'))
      const otherRow = other.page.getByRole('link', { name: transport.reference, exact: true })
      await otherRow.waitFor()
      await listSubscribed
      await markWindow(other.page)

      /* (c) the buyer filters by pickup region through the form and opens the transport */
      const page = buyer.page
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.locator('nav a[href="/transporter/marketplace"]').first().click()
      await page.waitForURL((url) => url.pathname === '/transporter/marketplace')
      await page.getByRole('combobox', { name: 'Regione di ritiro' }).fill('Lombard')
      await page.getByRole('option', { name: 'Lombardia' }).click()
      await page.waitForURL((url) => url.searchParams.get('pickupRegion') === 'lombardia')
      const row = page.getByRole('link', { name: transport.reference, exact: true })
      await row.waitFor()
      await row.click()
      await page.waitForURL((url) => url.pathname === `/transporter/marketplace/${transport.id}`)

      /* (d) buy-now, after the confirmation */
      await page.getByRole('button', { name: /^Prendi a / }).click()
      const confirm = page.getByRole('dialog', {
        name: `Prendere il trasporto ${transport.reference}?`,
      })
      await confirm.waitFor()
      await confirm.getByRole('button', { name: /^Prendi a / }).click()
      /* The award is in the database, then the page says so (or the refusal is shown). */
      let award: { state: string } | undefined
      for (let attempt = 0; attempt < 60 && award?.state !== 'assigned'; attempt++) {
        ;[award] = await db.from('transports').where('id', transport.id).select('state')
        if (award?.state !== 'assigned') await page.waitForTimeout(250)
      }
      assert.equal(
        award?.state,
        'assigned',
        `not taken; the page says: ${await page.locator('main, [role="alert"]').allInnerTexts()}`
      )
      await page
        .getByText(`Il trasporto ${transport.reference} è tuo: programma il ritiro.`)
        .waitFor({ timeout: 15000 })

      /* (e) the other carrier's list drops it, no reload */
      await otherRow.waitFor({ state: 'detached', timeout: 10000 })
      assert.equal(await windowMarker(other.page), 'still-here', 'the list was reloaded')

      /* (f) the dealer's page turns "Assegnato", no reload */
      await dealer.getByText('Assegnato', { exact: true }).first().waitFor({ timeout: 10000 })
      assert.equal(await windowMarker(dealer), 'still-here', 'the transport page was reloaded')

      assert.deepEqual(buyer.errors, [])
      assert.deepEqual(other.errors, [])
      assert.deepEqual(dealerErrors, [])
    } finally {
      await other.context.close()
      await buyer.context.close()
    }
  }).timeout(120000)
})
