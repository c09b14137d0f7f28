import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import {
  collectErrors,
  italianBrowser,
  markWindow,
  overflow,
  signIn,
  signedIn,
  windowMarker,
} from '#tests/browser/helpers'

/**
 * The chat live in Chromium (demo data), two people at once: the dealer, on
 * a phone, opens "Scrivi allo staff" from its transport; a staff member
 * opens "Scrivi al concessionario" from the same transport's admin page.
 * Each sees the other's message appear without a reload.
 */

/** The demo dealer's first transport (the demo's conversation is about it). */
async function dealersTransport() {
  const row = await db
    .from('transports')
    .join('team_members', 'team_members.team_id', 'transports.team_id')
    .join('users', 'users.id', 'team_members.user_id')
    .where('users.email', 'dealer@example.com')
    .orderBy('transports.id', 'asc')
    .select('transports.id', 'transports.reference')
    .first()
  if (!row) throw new Error('the demo has no transport of dealer@example.com')
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

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Messaggio' }).fill(text)
  await page.getByRole('button', { name: 'Invia' }).click()
}

test.group('Browser: chat', () => {
  test('a staff member and a dealer chat about a transport, live, in two browsers', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const transport = await dealersTransport()
    const stamp = Date.now().toString(36)
    const absolute = (base: Page, path: string) => new URL(path, base.url()).href

    /* (a) the dealer, on a phone, writes to staff from its transport */
    const { page: dealer, errors: dealerErrors } = await signedIn(
      visit,
      browserContext,
      { email: 'dealer@example.com', area: '/dealer' },
      { phone: true }
    )
    await dealer.goto(absolute(dealer, `/dealer/transports/${transport.id}`))
    const dealerSubscribed = subscribed(dealer, '"chats/')
    await dealer.getByRole('button', { name: 'Scrivi allo staff' }).click()
    await dealer.waitForURL((url) => /^\/dealer\/chat\/\d+$/.test(url.pathname))
    const conversationPath = new URL(dealer.url()).pathname
    await dealer.getByText(`Trasporto ${transport.reference}`).first().waitFor()
    await dealerSubscribed
    await markWindow(dealer)

    /* (b) staff, in another browser, from the admin transport page */
    const context = await browser.newContext()
    await italianBrowser(context)
    const staff = await context.newPage()
    const staffErrors = collectErrors(staff)
    try {
      await staff.goto(absolute(dealer, '/login'))
      await signIn(staff, 'admin@example.com', '/admin')
      await staff.goto(absolute(staff, `/admin/transports/${transport.id}`))
      const staffSubscribed = subscribed(staff, '"chats/')
      await staff.getByRole('button', { name: 'Scrivi al concessionario' }).click()
      await staff.waitForURL(
        (url) => url.pathname === conversationPath.replace('/dealer/', '/admin/')
      )
      await staffSubscribed
      await markWindow(staff)

      /* (c) the dealer writes: staff see it appear */
      const question = `Il ritiro è confermato per domani? ${stamp}`
      await write(dealer, question)
      await dealer.getByTestId('chat-messages').getByText(question).waitFor()
      await staff.getByTestId('chat-messages').getByText(question).waitFor({ timeout: 15000 })
      assert.equal(await windowMarker(staff), 'still-here')

      /* (d) staff answer: the dealer sees it appear */
      const answer = `Sì, il trasportatore arriva alle 9. ${stamp}`
      await write(staff, answer)
      await staff.getByTestId('chat-messages').getByText(answer).waitFor()
      await dealer.getByTestId('chat-messages').getByText(answer).waitFor({ timeout: 15000 })
      assert.equal(await windowMarker(dealer), 'still-here')
      assert.isAtMost(await overflow(dealer), 0)

      assert.deepEqual(dealerErrors, [])
      assert.deepEqual(staffErrors, [])
    } finally {
      await context.close()
    }
  }).timeout(120000)
})
