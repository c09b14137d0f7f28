import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { RouterFactory } from '@adonisjs/core/factories/http'
import { patternTokens } from '../../../inertia/lib/route_tokens.js'
import { registryWithoutTokens } from '../../../scripts/vite_route_registry.js'

/**
 * The browser's route registry is bundled without the parsed tokens of each
 * route (scripts/vite_route_registry.ts); they are made from the patterns in
 * the browser. These checks keep that parse the router's own.
 */
const REGISTRY = join(process.cwd(), '.adonisjs', 'client', 'registry', 'index.ts')
/** The router's own tokens of each pattern. */
function routerTokens(patterns: string[]) {
  const router = new RouterFactory().create()
  for (const pattern of patterns) router.get(pattern, () => {})
  router.commit()
  return new Map(router.toJSON().root.map((route) => [route.pattern, strip(route.tokens)]))
}
const strip = (tokens: { type: number; val: string; end: string }[]) =>
  tokens.map(({ type, val, end }) => ({ type, val, end }))

function transform(code: string) {
  const plugin = registryWithoutTokens('/lib/route_tokens.ts') as any
  return plugin.transform.call(
    {
      error(message: string) {
        throw new Error(message)
      },
    },
    code,
    REGISTRY
  )
}

test.group('Route tokens in the browser', () => {
  test('the same tokens as the router for every kind of segment', ({ assert }) => {
    const patterns = [
      '/',
      '/health',
      '/teams/:id',
      '/teams/:id/members/:memberId',
      '/a/:id?',
      '/files/*',
    ]
    const expected = routerTokens(patterns)
    for (const pattern of patterns)
      assert.deepEqual(patternTokens(pattern), expected.get(pattern), pattern)
  })

  test('the bundled registry has no tokens and makes them from the patterns', async ({
    assert,
  }) => {
    const code = await readFile(REGISTRY, 'utf8')
    const routes = [...code.matchAll(/^ {4}pattern: '([^']*)',$/gm)].map((m) => m[1])
    assert.isAbove(routes.length, 100)
    const expected = routerTokens([...new Set(routes)])
    for (const pattern of routes)
      assert.deepEqual(patternTokens(pattern), expected.get(pattern), pattern)
    const output = transform(code).code as string
    assert.notInclude(output, 'tokens: [')
    assert.notInclude(output, 'types: placeholder')
    assert.equal(output.match(/^ {4}pattern: /gm)?.length, routes.length)
    assert.include(output, 'import { patternTokens as __tokens } from "/lib/route_tokens.ts"')
  })

  test('a pattern the browser would parse differently fails the build', ({ assert }) => {
    const code = [
      'const routes = {',
      "  'files.show': {",
      '    methods: ["GET","HEAD"],',
      "    pattern: '/files/:name.pdf',",
      '    tokens: [{"old":"/files/:name.pdf","type":0,"val":"files","end":""},{"old":"/files/:name.pdf","type":1,"val":"name","end":".pdf"}],',
      '  },',
      '}',
      '',
      'export { routes }',
      '',
    ].join('\n')
    assert.throws(() => transform(code), /\/files\/:name\.pdf/)
  })
})
