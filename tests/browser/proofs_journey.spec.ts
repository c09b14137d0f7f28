import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { readdir, readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { todayInRome } from '#shared/time_zone'
import { REQUIRED_SLOTS } from '#shared/proof_zones'
import {
  collectErrors,
  italianBrowser,
  markWindow,
  overflow,
  signIn,
  windowMarker,
} from '#tests/browser/helpers'

/**
 * The electronic proof in Chromium against the demo data. The carrier
 * (driver@example.com, the assigned driver, on a 390×844 phone) records the pickup of a
 * scheduled transport (its pickup day set to today by the test): a photo of
 * each side and of the odometer per vehicle (generated here), a damage on
 * the diagram with its photo, a signature drawn with the mouse. The
 * dealer's page and the public tracking page turn "Ritirato" without a
 * reload. Then the delivery, submitted without signature: the referent's
 * link is read from the e-mail (tests write mails to tmp/mail) and the
 * referent signs on the public page → "Consegnato".
 */

async function scheduledTransport() {
  const row = await db
    .from('transports')
    .join('users', 'users.id', 'transports.driver_user_id')
    .where('users.email', 'driver@example.com')
    .where('transports.state', 'pickup_scheduled')
    .orderBy('transports.id', 'asc')
    .select('transports.id', 'transports.transport_request_id', 'transports.tracking_token')
    .first()
  if (!row)
    throw new Error('the demo has no pickup_scheduled transport driven by driver@example.com')
  /* scheduled for today, with a delivery referent who has an e-mail address for the link */
  await db
    .from('transports')
    .where('id', row.id)
    .update({ pickup_on: todayInRome(), delivery_referent_email: 'referente@example.com' })
  const vehicles = await db
    .from('transport_request_vehicles')
    .where('transport_request_id', row.transport_request_id)
    .orderBy('position')
    .select('id')
  return {
    id: Number(row.id),
    trackingToken: String(row.tracking_token),
    vehicleIds: vehicles.map((vehicle) => Number(vehicle.id)),
  }
}

let colour = 0
async function photo(name: string) {
  colour += 40
  const buffer = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: colour % 255, g: 90, b: 140 },
    },
  })
    .jpeg()
    .toBuffer()
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer }
}

async function phonePage(browser: Browser, baseUrl: string, email?: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await italianBrowser(context)
  const page = await context.newPage()
  const errors = collectErrors(page)
  if (email) {
    await page.goto(new URL('/login', baseUrl).href)
    /* a driver lands on their transports */
    await signIn(page, email, '/transporter/transports')
  }
  return { context, page, errors }
}

/** Draws a stroke on the signature canvas with the mouse. */
async function sign(page: Page) {
  const canvas = page.getByTestId('signature-canvas')
  await canvas.scrollIntoViewIfNeeded()
  const box = (await canvas.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 100)
  await page.mouse.down()
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 30 + step * 22, box.y + 100 + (step % 2 ? -40 : 30), { steps: 3 })
  await page.mouse.up()
}

/** The required photos and the odometer of every vehicle. */
async function photographVehicles(page: Page, vehicleIds: number[]) {
  for (const vehicleId of vehicleIds) {
    for (const slot of REQUIRED_SLOTS)
      await page
        .locator(`input[data-photo="${vehicleId}:${slot}"]`)
        .setInputFiles(await photo(slot))
  }
  await page
    .locator('[data-uploaded="true"]')
    .nth(vehicleIds.length * 5 - 1)
    .waitFor({ timeout: 30000 })
  const odometers = page.getByRole('textbox', { name: 'Chilometri al contachilometri' })
  for (let index = 0; index < vehicleIds.length; index += 1)
    await odometers.nth(index).fill('45230')
}

/** The referent's link in the newest e-mail that holds one. */
async function linkFromMail(kind: 'delivery' | 'withdrawal') {
  const directory = app.makePath('tmp', 'mail')
  const files = (await readdir(directory))
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()
  for (const file of files) {
    const text = (await readFile(`${directory}/${file}`, 'utf8')).replace(/=\r?\n/g, '')
    const match = text.match(new RegExp(`/${kind}/([A-Za-z0-9_-]{40,})`))
    if (match) return `/${kind}/${match[1]}`
  }
  throw new Error(`no e-mail with a /${kind}/ link in ${directory}`)
}

test.group('Browser: proof of pickup and delivery', () => {
  test('the driver records the pickup on a phone; the referent signs the delivery through the link; the pages follow live', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const transport = await scheduledTransport()

    /* the dealer's page and the public tracking page are open */
    await italianBrowser(browserContext)
    const dealer = await visit('/login')
    const dealerErrors = collectErrors(dealer)
    await signIn(dealer, 'dealer@example.com', '/dealer')
    const base = dealer.url()
    await dealer.goto(new URL(`/dealer/transports/${transport.id}`, base).href)
    await dealer.getByText('Ritiro programmato', { exact: true }).first().waitFor()
    await dealer.waitForLoadState('networkidle')
    await markWindow(dealer)
    const tracking = await phonePage(browser, base)
    await tracking.page.goto(new URL(`/tracking/${transport.trackingToken}`, base).href)
    await tracking.page.getByText('Ritiro programmato', { exact: true }).first().waitFor()
    await tracking.page.waitForLoadState('networkidle')
    await markWindow(tracking.page)

    /* the driver, on a phone */
    const driver = await phonePage(browser, base, 'driver@example.com')
    try {
      await driverJourney(driver.page)
    } catch (error) {
      await driver.page.screenshot({
        path: app.makePath('tmp', 'proofs-journey-failure.png'),
        fullPage: true,
      })
      await tracking.context.close()
      console.error('proofs journey failed at', driver.page.url(), (error as Error).message)
      throw error
    } finally {
      await driver.context.close()
    }
    async function driverJourney(page: Page) {
      await page.goto(new URL(`/transporter/transports/${transport.id}`, base).href)
      await page.getByRole('link', { name: 'Registra il ritiro' }).click()
      await page.waitForURL(
        (url) => url.pathname === `/transporter/transports/${transport.id}/pickup`
      )
      await photographVehicles(page, transport.vehicleIds)
      await page.locator('rect[data-zone="bonnet"]').first().click()
      await page.getByRole('textbox', { name: 'Descrizione del danno' }).fill('Graffio sul cofano')
      await page
        .locator('input[data-photo*=":damage:"]')
        .first()
        .setInputFiles(await photo('damage'))
      await page
        .locator('[data-uploaded="true"]')
        .nth(transport.vehicleIds.length * 5)
        .waitFor()
      await page
        .getByRole('textbox', { name: 'Nome di chi consegna il veicolo' })
        .fill('Mario Rossi')
      await sign(page)
      assert.isAtMost(await overflow(page), 0)
      await page.getByRole('button', { name: 'Conferma il ritiro' }).click()
      await page.waitForURL((url) => url.pathname === `/transporter/transports/${transport.id}`)
      await page.getByText('Ritirato', { exact: true }).first().waitFor()

      /* the others follow without a reload */
      await dealer.getByText('Ritirato', { exact: true }).first().waitFor({ timeout: 20000 })
      assert.equal(await windowMarker(dealer), 'still-here')
      await tracking.page.getByText('Ritirato', { exact: true }).first().waitFor({ timeout: 20000 })
      assert.equal(await windowMarker(tracking.page), 'still-here')

      /* the delivery, sent to the referent */
      await page.getByRole('link', { name: 'Registra la consegna' }).click()
      await page.waitForURL(
        (url) => url.pathname === `/transporter/transports/${transport.id}/delivery`
      )
      await photographVehicles(page, transport.vehicleIds)
      await page.getByRole('radio', { name: /Invia il link al referente/ }).check()
      await page.getByRole('button', { name: 'Invia al referente' }).click()
      await page.waitForURL((url) => url.pathname === `/transporter/transports/${transport.id}`)
      await page.getByText('In attesa della firma del referente').first().waitFor()
    }

    const referent = await phonePage(browser, base)
    try {
      const page = referent.page
      await page.goto(new URL(await linkFromMail('delivery'), base).href)
      await page.getByRole('heading', { name: /Consegna del trasporto/ }).waitFor()
      assert.isAtMost(await overflow(page), 0)
      await page.getByRole('textbox', { name: 'Il tuo nome e cognome' }).fill('Giulia Bianchi')
      await sign(page)
      await page.getByRole('button', { name: 'Firma', exact: true }).click()
      await page.getByText('Grazie', { exact: true }).waitFor()
      await dealer.getByText('Consegnato', { exact: true }).first().waitFor({ timeout: 20000 })
      assert.equal(await windowMarker(dealer), 'still-here')
      assert.deepEqual(referent.errors, [])
    } catch (error) {
      await referent.page.screenshot({
        path: app.makePath('tmp', 'proofs-referent-failure.png'),
        fullPage: true,
      })
      console.error(
        'referent failed',
        referent.errors,
        await referent.page.content().then((html) => html.length)
      )
      throw error
    } finally {
      await referent.context.close()
      await tracking.context.close()
    }
    assert.deepEqual(dealerErrors, [])
    assert.deepEqual(tracking.errors, [])
  }).timeout(180000)
})
