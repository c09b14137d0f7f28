import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { cspDirectives } from '#config/shield'
import { BrowserLikeClient } from './browser_like_client.js'

/**
 * Content-Security-Policy (config/shield.ts) with a nonce per page load, and a
 * Referrer-Policy that keeps the secret of a token URL from leaking to another
 * site (app/core/middleware/security_headers_middleware.ts). The browser suite
 * (tests/browser/csp.spec.ts) checks that the pages run under this policy.
 */
function directives(header: string | null) {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values])
  ) as Record<string, string[]>
}

test.group('Security headers: Content-Security-Policy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every page has a strict policy with a fresh nonce, and the layout uses it', async ({
    assert,
  }) => {
    const browser = new BrowserLikeClient()
    const first = await browser.get('/login', { inertia: false })
    const policy = directives(first.headers.get('content-security-policy'))
    const nonce = /'nonce-([^']+)'/.exec(policy['script-src']?.join(' ') ?? '')?.[1]
    assert.isString(nonce)

    assert.deepEqual(policy['default-src'], [`'self'`])
    assert.deepEqual(policy['script-src'], [`'self'`, `'nonce-${nonce}'`])
    assert.deepEqual(policy['script-src-attr'], [`'none'`])
    assert.deepEqual(policy['style-src'], [`'self'`, `'nonce-${nonce}'`])
    assert.deepEqual(policy['img-src'], [`'self'`, 'data:'])
    /* Tests use the Vite dev server, whose client opens its HMR websocket (never in production). */
    assert.deepEqual(policy['connect-src'], [`'self'`, 'ws:', 'wss:'])
    assert.deepEqual(policy['object-src'], [`'none'`])
    assert.deepEqual(policy['base-uri'], [`'self'`])
    assert.deepEqual(policy['form-action'], [`'self'`])
    assert.deepEqual(policy['frame-ancestors'], [`'none'`])
    assert.notInclude(first.headers.get('content-security-policy'), 'unsafe-inline')
    assert.notInclude(first.headers.get('content-security-policy'), 'unsafe-eval')

    /* The page hands the nonce to its scripts and, through the meta tag, to Vite, Inertia and Mantine. */
    assert.include(first.text, `<meta property="csp-nonce" nonce="${nonce}">`)
    const scripts = [...first.text.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map((match) => match[0])
    assert.isAbove(scripts.length, 0)
    for (const script of scripts) assert.include(script, `nonce="${nonce}"`)

    const second = await browser.get('/login', { inertia: false })
    const again = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1]
    assert.isString(again)
    assert.notEqual(again, nonce)
  })

  test('error pages, Inertia visits and the API carry the headers too', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const response of [
      await client.get('/no-such-page'),
      await client.get('/admin').loginAs(user).withInertia(),
      await client.get('/api/v1/me'),
    ]) {
      assert.match(response.header('content-security-policy') ?? '', /frame-ancestors 'none'/)
      assert.equal(response.header('x-frame-options'), 'DENY')
      assert.equal(response.header('x-content-type-options'), 'nosniff')
      assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    }
  })
})

test.group('Security headers: the production policy', () => {
  test('without the Vite dev server, connections go to our own origin only', ({ assert }) => {
    assert.deepEqual(cspDirectives({ viteDevServer: false }).connectSrc, [`'self'`])
    assert.deepEqual(cspDirectives({ viteDevServer: true }).connectSrc, [`'self'`, 'ws:', 'wss:'])
    for (const values of Object.values(cspDirectives({ viteDevServer: false }))) {
      assert.notInclude(values, `'unsafe-inline'`)
      assert.notInclude(values, `'unsafe-eval'`)
    }
  })
})

test.group('Security headers: Referrer-Policy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('strict-origin-when-cross-origin everywhere', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const path of ['/', '/login', '/forgot-password']) {
      assert.equal(
        (await client.get(path)).header('referrer-policy'),
        'strict-origin-when-cross-origin'
      )
    }
    const page = await client.get('/dealer').loginAs(user).withInertia()
    assert.equal(page.header('referrer-policy'), 'strict-origin-when-cross-origin')
  })

  test('no-referrer on pages whose URL carries a secret', async ({ client, assert }) => {
    for (const path of [
      '/reset-password/some-token?email=a%40b.it&signature=abc',
      '/team-invitations/some-token',
      '/tracking/some-token',
      '/verify-email/1/some-hash?signature=abc',
    ]) {
      const response = await client.get(path).redirects(0)
      assert.equal(response.header('referrer-policy'), 'no-referrer', path)
    }
  })
})
