import { test } from '@japa/runner'
import { createTuyau } from '@tuyau/core/client'
import { registry } from '../../../.adonisjs/client/registry/index.js'
import { routeClient } from '../../../inertia/lib/route_client.js'

/**
 * The pages build URLs through inertia/lib/route_client.ts (Tuyau's URL
 * builder without its HTTP client): for every route it must give what
 * Tuyau's own client gives, with and without a query string.
 */
const routes = registry.routes as Record<string, { pattern: string; methods: string[] }>
const paramsOf = (pattern: string) =>
  Object.fromEntries(
    [...pattern.matchAll(/:(\w+)/g)].map(([, name], index) => [name, `v ${index}/é`])
  )
const QUERIES = [
  undefined,
  { kind: 'dealer' },
  {
    step: 'review',
    list: ['a', 'b c', null],
    nested: { page: 2, deep: { x: 'y&z' } },
    rows: [{ id: 1 }],
    at: new Date(Date.UTC(2026, 10, 28, 8, 30)),
    none: undefined,
    empty: null,
  },
]

test.group('Route client', () => {
  test('the same URLs as Tuyau for every route', ({ assert }) => {
    const tuyau = createTuyau({ baseUrl: '/', registry }) as any
    const light = routeClient(registry) as any
    assert.isAbove(Object.keys(routes).length, 100)
    for (const [name, route] of Object.entries(routes)) {
      const params = paramsOf(route.pattern)
      for (const qs of QUERIES) {
        const options = qs ? { qs } : undefined
        assert.equal(light.urlFor(name, params, options), tuyau.urlFor(name, params, options), name)
      }
      const method = route.methods[0] === 'HEAD' ? 'get' : route.methods[0].toLowerCase()
      assert.equal(light.urlFor[method](name, params).url, tuyau.urlFor[method](name, params).url)
      assert.deepEqual(light.getRoute(name, { params }), tuyau.getRoute(name, { params }), name)
    }
  })

  test('an unknown route or a missing parameter is refused as by Tuyau', ({ assert }) => {
    const tuyau = createTuyau({ baseUrl: '/', registry }) as any
    const light = routeClient(registry) as any
    assert.throws(() => light.getRoute('no.such.route', {}), 'Route no.such.route not found')
    assert.throws(() => tuyau.getRoute('no.such.route', {}), 'Route no.such.route not found')
    const withParam = Object.entries(routes).find(([, route]) => route.pattern.includes(':'))![0]
    assert.throws(() => light.urlFor(withParam, {}), /Missing value/)
    assert.throws(() => tuyau.urlFor(withParam, {}), /Missing value/)
  })
})
