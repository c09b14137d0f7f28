import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { DEMO_PASSWORD, signIn } from '#tests/browser/helpers'

/**
 * The Content-Security-Policy (config/shield.ts: nonces, no 'unsafe-inline')
 * in a real Chromium against the demo data: the login page, a dealer page with
 * its realtime connection (Transmit SSE + subscribe), and the two-factor QR
 * code on the profile page run without a single violation. Assets come from
 * the Vite dev server here (its client, React Refresh and injected CSS);
 * scripts/test_browser.mjs checks the built bundles the same way.
 */
/**
 * Every violation the page reports (securitypolicyviolation events, which the
 * init script turns into console errors, and Chromium's own console message).
 */
async function collectViolations(context: BrowserContext) {
  const violations: string[] = []
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
      )
    })
  })
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'it-IT,it;q=0.9' })
  const watch = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text()
      if (/CSP violation|Content Security Policy/i.test(text)) violations.push(text)
    })
  context.on('page', watch)
  for (const page of context.pages()) watch(page)
  return violations
}

/** Mantine's own <style> tags are there, and carry the page's nonce. */
async function mantineStylesHaveNonce(page: Page) {
  return page.evaluate(() => {
    const styles = [...document.querySelectorAll('style[data-mantine-styles]')]
    return styles.length > 0 && styles.every((style) => (style as HTMLStyleElement).nonce !== '')
  })
}

test.group('Browser: Content-Security-Policy', () => {
  test('login, a dealer page with realtime and the 2FA QR code run without CSP violations', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const violations = await collectViolations(browserContext)

    const page = await visit('/login')
    const policy = (await page.request.get(page.url())).headers()['content-security-policy']
    assert.match(policy ?? '', /script-src 'self' 'nonce-/)
    await page.assertTitle('Accedi - Trasporti')
    assert.isTrue(await mantineStylesHaveNonce(page), 'Mantine <style> tags without nonce')

    /* A dealer page: the realtime client opens its stream and subscribes to its channels. */
    const stream = page.waitForRequest((request) => request.url().includes('/__transmit/events'))
    const subscribed = page.waitForResponse(
      (response) => response.url().includes('/__transmit/subscribe') && response.ok()
    )
    await signIn(page, 'dealer@example.com')
    await page.waitForURL((url) => url.pathname === '/dealer')
    await page.assertTitle('Cruscotto - Trasporti')
    await stream
    await subscribed

    /* The Inertia progress bar and the pages' styles work: its <style> carries the nonce. */
    await page.locator('nav a[href="/user/profile"]').click()
    await page.waitForURL((url) => url.pathname === '/user/profile')
    await page.assertTitle('Profilo - Trasporti')

    /* Two-factor set-up (the password typed at sign-in counts as confirmed): the QR code is a data: image. */
    await page.getByRole('button', { name: 'Attiva', exact: true }).click()
    await page.waitForFunction(
      () =>
        location.pathname === '/user/confirm-password' ||
        !!document.querySelector('img[src^="data:image/png"]'),
      null,
      { timeout: 15000 }
    )
    if (new URL(page.url()).pathname === '/user/confirm-password') {
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL((url) => url.pathname === '/user/profile')
      await page.getByRole('button', { name: 'Attiva', exact: true }).click()
    }
    const qr = page.locator('img[src^="data:image/png"]')
    await qr.waitFor({ state: 'visible', timeout: 15000 })
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('img[src^="data:image/png"]')
        return !!image && image.complete && image.naturalWidth > 0
      },
      null,
      { timeout: 10000 }
    )
    assert.isTrue(await mantineStylesHaveNonce(page))

    /* A Mantine modal (its scroll lock adds a <style> through react-remove-scroll). */
    await page.getByRole('button', { name: 'Esci dagli altri browser' }).click()
    await page.getByRole('dialog').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    /* A full reload of a signed-in page (new nonce) still runs cleanly. */
    await page.reload()
    await page.assertTitle('Profilo - Trasporti')

    assert.deepEqual(violations, [])
  }).timeout(120000)

  test('an inline script without the nonce is blocked (the policy is enforced)', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const violations = await collectViolations(browserContext)
    const page = await visit('/login')
    await page.assertTitle('Accedi - Trasporti')
    const ran = await page.evaluate(async () => {
      ;(window as any).__injected = false
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.appendChild(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as any).__injected
    })
    assert.isFalse(ran)
    assert.isAbove(violations.length, 0)
  }).timeout(60000)
})
