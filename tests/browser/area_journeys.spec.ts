import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { Page } from 'playwright'
import {
  collectErrors,
  DEALER,
  italianBrowser,
  markWindow,
  onScreen,
  overflow,
  ROLES,
  signedIn,
  signIn,
  windowMarker,
} from '#tests/browser/helpers'

/**
 * Journeys through a real Chromium against the demo data (scripts/test_browser.mjs
 * migrates and seeds a dedicated database first): sign in through the login
 * form, land on the area dashboard, move through the menu without a full
 * reload, titles "<Page> - Trasporti"; and the dealer dashboard on a phone.
 */
test.group('Browser: sign in and move around each area', () => {
  for (const role of ROLES) {
    test(`${role.email} signs in through the form and navigates ${role.area} without reloads`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      await italianBrowser(browserContext)
      const page = await visit('/login')
      const errors = collectErrors(page)
      await page.assertTitle('Accedi - Trasporti')

      await signIn(page, role.email)
      await page.waitForURL((url) => url.pathname === role.area)
      await page.assertPath(role.area)
      await page.assertTitle('Cruscotto - Trasporti')

      /* The login itself is an Inertia visit: the page was never reloaded since /login. */
      await markWindow(page)

      const nav = page.locator('nav')
      await nav.locator('a[href="/user/profile"]').click()
      await page.waitForURL((url) => url.pathname === '/user/profile')
      await page.assertTitle('Profilo - Trasporti')
      assert.equal(
        await windowMarker(page),
        'still-here',
        'the profile page was loaded with a full reload'
      )

      await nav.locator(`a[href="${role.area}"]`).click()
      await page.waitForURL((url) => url.pathname === role.area)
      await page.assertTitle('Cruscotto - Trasporti')
      assert.equal(
        await windowMarker(page),
        'still-here',
        'the dashboard was loaded with a full reload'
      )

      /* Back button: Inertia restores the previous page from history, still without a reload. */
      await page.goBack()
      await page.waitForURL((url) => url.pathname === '/user/profile')
      await page.assertTitle('Profilo - Trasporti')
      assert.equal(await windowMarker(page), 'still-here')

      assert.deepEqual(errors, [])
    }).timeout(90000)
  }

  test('a wrong password shows the field error next to the e-mail, without a reload', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await italianBrowser(browserContext)
    const page = await visit('/login')
    await markWindow(page)
    await page.locator('input[name="email"]').fill('dealer@example.com')
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.locator('form button[type="submit"]').click()
    await page.assertTextContains('form', 'Credenziali non valide.')
    await page.assertPath('/login')
    assert.equal(await windowMarker(page), 'still-here')
    assert.equal(await page.locator('input[name="password"]').inputValue(), '')
  }).timeout(60000)

  test('an English browser gets English titles', async ({ visit, browserContext }) => {
    await browserContext.setExtraHTTPHeaders({ 'Accept-Language': 'en-GB,en;q=0.9' })
    const page = await visit('/login')
    await page.assertTitle('Log in - Trasporti')
  }).timeout(60000)

  test('the progress bar is grey', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signIn(page, 'dealer@example.com')
    await page.waitForURL((url) => url.pathname === '/dealer')
    /* NProgress-style bar injected by Inertia: its colour comes from the injected <style>. */
    const css = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n')
    )
    assert.match(css, /#4B5563/i)
  }).timeout(60000)
})

test.group('Browser: phone width', () => {
  test('the dealer dashboard on a 390×844 screen opens the menu from the burger', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, DEALER, { phone: true })
    await page.assertTitle('Cruscotto - Trasporti')

    const profileLink = page.locator('nav a[href="/user/profile"]')
    assert.isFalse(await onScreen(profileLink), 'the menu is open before touching the burger')
    const burger = page.getByRole('button', { name: 'Apri o chiudi il menu' })
    await page.assertVisible(burger)
    await burger.click()
    await page.waitForFunction(
      () => {
        const link = document.querySelector('nav a[href="/user/profile"]')
        const rect = link?.getBoundingClientRect()
        return !!rect && rect.left >= 0 && rect.right <= window.innerWidth
      },
      null,
      { timeout: 5000 }
    )

    await markWindow(page)
    await profileLink.click()
    await page.waitForURL((url) => url.pathname === '/user/profile')
    await page.assertTitle('Profilo - Trasporti')
    assert.equal(await windowMarker(page), 'still-here')
    /* The menu closes after choosing an entry. */
    await page.waitForFunction(
      () => {
        const rect = document.querySelector('nav a[href="/user/profile"]')?.getBoundingClientRect()
        return !rect || rect.right <= 0 || rect.left >= window.innerWidth
      },
      null,
      { timeout: 5000 }
    )

    /* Nothing wider than the screen: no horizontal scrolling on a phone. */
    assert.isAtMost(await overflow(page), 0)
    assert.deepEqual(errors, [])
  }).timeout(90000)
})

test.group('Browser: every menu page fits a phone', () => {
  for (const role of ROLES) {
    test(`${role.email}: each page of the menu is no wider than a 390 px screen`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      const { page, errors } = await signedIn(visit, browserContext, role, { phone: true })

      /* The menu's own pages (the area's entries, team, profile, settings...), read from the nav. */
      const paths = await page
        .locator('nav a[href^="/"]')
        .evaluateAll((links) => [
          ...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
        ])
      assert.isAbove(paths.length, 3, 'the menu lists the area pages')
      /* The public pages too, with their signed-in header (the 404 page has the same layout). */
      for (const path of [...paths, '/', '/privacy', '/terms']) {
        await page.goto(new URL(path, page.url()).href)
        await page.waitForLoadState('networkidle')
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        assert.isAtMost(width, 390, `${path} is ${width} px wide`)
      }
      assert.deepEqual(errors, [])
      /* the staff's menu alone has about thirty pages */
    }).timeout(300000)
  }
})

test.group('Browser: every dealer page and every public page fits a phone', () => {
  /** The first link of a list page that opens one of its records. */
  async function firstLink(page: Page, list: string, pattern: RegExp) {
    await page.goto(new URL(list, page.url()).href)
    await page.waitForLoadState('networkidle')
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)
      )
    return hrefs.find((href) => pattern.test(href)) ?? null
  }

  async function assertFits(page: Page, path: string, assert: Assert) {
    await page.goto(new URL(path, page.url()).href)
    await page.waitForLoadState('networkidle')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(width, 390, `${path} is ${width} px wide`)
  }

  test('the dealer: lists, the records they open, forms and the cart', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page, errors } = await signedIn(visit, browserContext, DEALER, { phone: true })
    const records = [
      await firstLink(page, '/dealer/transports', /^\/dealer\/transports\/\d+$/),
      await firstLink(page, '/dealer/requests', /^\/dealer\/requests\/\d+$/),
      await firstLink(page, '/dealer/orders', /^\/dealer\/orders\/\d+$/),
    ]
    for (const record of records) assert.isString(record, 'each list opens a record')
    const transport = records[0]!
    const pages = [
      ...(records as string[]),
      `${transport}/edit`,
      '/dealer/requests/create',
      '/dealer/cart',
      '/dealer/calendar?view=week',
      '/dealer/suppliers/pro',
    ]
    for (const path of pages) await assertFits(page, path, assert)
    assert.deepEqual(errors, [])
  }).timeout(120000)

  test('a guest: home, sign-in pages, legal pages and the tracking page', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page } = await signedIn(visit, browserContext, DEALER, { phone: true })
    const transport = await firstLink(page, '/dealer/transports', /^\/dealer\/transports\/\d+$/)
    await page.goto(new URL(transport!, page.url()).href)
    const tracking = await page.getByTestId('tracking-link').getByRole('link').getAttribute('href')
    await browserContext.clearCookies()
    const errors = collectErrors(page)
    for (const path of [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/privacy',
      '/terms',
      tracking!,
    ]) {
      await assertFits(page, path, assert)
    }
    assert.deepEqual(errors, [])
  }).timeout(120000)
})

test.group("Browser: the spec's error behaviour (§8)", () => {
  test('a response that is not a page opens a full-screen overlay, closed by Escape or a click outside', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page } = await signedIn(visit, browserContext, DEALER)
    /* The next Inertia visit to the profile gets a plain HTML 500 instead of a page object. */
    await page.route('**/user/profile', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Plain error page</h1>' })
    )
    const overlay = page.locator('dialog#inertia-error-dialog')

    await page.locator('nav a[href="/user/profile"]').click()
    await page.assertVisible(overlay)
    assert.equal(
      await overlay.frameLocator('iframe').locator('h1').textContent(),
      'Plain error page'
    )
    await page.keyboard.press('Escape')
    await page.assertElementsCount('dialog#inertia-error-dialog', 0)

    await page.locator('nav a[href="/user/profile"]').click()
    await page.assertVisible(overlay)
    await page.mouse.click(5, 5)
    await page.assertElementsCount('dialog#inertia-error-dialog', 0)
    await page.assertPath('/dealer')
  }).timeout(90000)

  test('logging out answers 409 + X-Inertia-Location: a full reload lands on /login', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { page } = await signedIn(visit, browserContext, DEALER)
    await markWindow(page)
    const conflict = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/logout'
    )
    await page.getByRole('button', { name: 'Menu utente' }).click()
    await page.getByRole('menuitem', { name: 'Esci' }).click()
    const response = await conflict
    assert.equal(response.status(), 409)
    assert.match(response.headers()['x-inertia-location'] ?? '', /\/login$/)
    await page.waitForURL((url) => url.pathname === '/login')
    await page.assertTitle('Accedi - Trasporti')
    assert.isNull(await windowMarker(page), 'the login page after logout must be a full reload')
  }).timeout(90000)
})
