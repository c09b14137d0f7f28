import { test } from '@japa/runner'
import { DEALER, signedIn } from '#tests/browser/helpers'

/**
 * The translation catalogue comes in parts by audience (app/shared/page_parts.ts,
 * inertia/lib/catalogue.ts): a dealer's pages load the public part, every
 * signed-in page's part and the dealer's own, never staff's or the carrier's;
 * a key no part held has (one the server might send) makes the tab load the
 * rest of its language and render again. The dev server serves each module
 * at its own URL, so the test reads which parts were fetched and drives the
 * page's own catalogue module.
 */
const PART = /\/inertia\/lang\/(it|en)_(\w+)\.ts/

test.group('Browser: catalogue parts', () => {
  test('a dealer loads the dealer part only; a missing key completes the catalogue', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const fetched = new Set<string>()
    browserContext.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(PART)
      if (match) fetched.add(`${match[1]}_${match[2]}`)
    })
    const { page, errors } = await signedIn(visit, browserContext, DEALER)
    await page.waitForLoadState('networkidle')
    assert.includeMembers([...fetched], ['it_public', 'it_signed_in', 'it_dealer'])
    assert.notInclude([...fetched], 'it_staff')
    assert.notInclude([...fetched], 'it_transporter')

    const result = await page.evaluate(async () => {
      const module = '/inertia/lib/catalogue.ts'
      const catalogue = await import(/* @vite-ignore */ module)
      const held = catalogue.catalogueOf('it')
      const before = held?.['monitoring.title'] ?? null
      const dealerKey = held?.['ordering.state.pending_payment'] ?? null
      const version = catalogue.catalogueVersion()
      const changed = new Promise<void>((resolve) => {
        const stop = catalogue.onCatalogueChange(() => {
          stop()
          resolve()
        })
      })
      catalogue.completeCatalogue('it')
      await changed
      return {
        before,
        dealerKey,
        after: catalogue.catalogueOf('it')?.['monitoring.title'] ?? null,
        dealerKeyKept: catalogue.catalogueOf('it')?.['ordering.state.pending_payment'] ?? null,
        versionMoved: catalogue.catalogueVersion() > version,
      }
    })
    assert.isNull(result.before)
    assert.isString(result.dealerKey)
    assert.isString(result.after)
    assert.isString(result.dealerKeyKept)
    assert.isTrue(result.versionMoved)
    assert.includeMembers([...fetched], ['it_staff', 'it_transporter'])
    assert.deepEqual(errors, [])
  })
})
