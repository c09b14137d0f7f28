import type { BrowserContext, Locator, Page } from 'playwright'

/**
 * What the browser journeys share: the demo accounts' password (seeded by
 * scripts/test_browser.mjs), signing in through the login form, an Italian
 * browser, the errors a page logs, reload markers and the phone-width checks.
 */
export const DEMO_PASSWORD = 'password'

/** The demo accounts of each area and the dashboard they land on. */
export const ROLES = [
  { email: 'admin@example.com', area: '/admin' },
  { email: 'dealer@example.com', area: '/dealer' },
  { email: 'transporter@example.com', area: '/transporter' },
] as const

/** Errors the page logs (uncaught exceptions, console errors) fail the journey. */
export function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** Chromium says en-US by default; our users' browsers say Italian. */
export async function italianBrowser(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5' })
}

/**
 * Fills and submits the login form on the page (at /login); with `area`,
 * waits until the area's dashboard is reached.
 */
export async function signIn(page: Page, email: string, area?: string) {
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('form button[type="submit"]').click()
  if (area) await page.waitForURL((url) => url.pathname === area)
}

/** The demo dealer (most journeys are the dealer's). */
export const DEALER = ROLES[1]

/**
 * An Italian browser signed in through the form as `role`, on the area's
 * dashboard (on a 390×844 phone screen with `phone`); `errors` collects
 * what the page logs from the login on.
 */
export async function signedIn(
  visit: (url: string) => Promise<Page>,
  context: BrowserContext,
  role: { email: string; area: string },
  { phone = false } = {}
) {
  await italianBrowser(context)
  const page = await visit('/login')
  if (phone) await page.setViewportSize({ width: 390, height: 844 })
  const errors = collectErrors(page)
  await signIn(page, role.email, role.area)
  return { page, errors }
}

/** A value on `window` survives client-side (Inertia) visits and dies with a full reload. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    ;(window as any).__journeyMarker = 'still-here'
  })
}

export async function windowMarker(page: Page) {
  return page.evaluate(() => (window as any).__journeyMarker ?? null)
}

/** Is the element inside the visible screen area (an off-canvas menu is rendered but moved out of it)? */
export async function onScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && rect.right > 0 && rect.left < window.innerWidth
  })
}

/** How far the page is wider than the screen (0 or less: no horizontal scrolling). */
export function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}
