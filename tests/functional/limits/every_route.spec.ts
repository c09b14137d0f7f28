import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { COMMON_FIELDS, PAYLOAD_KINDS, oversizedCookies, payload } from './payloads.js'

/**
 * A sweep over every route that exists when the suite runs (so routes added
 * later are covered without editing this file): hostile bodies on every
 * POST/PUT/PATCH/DELETE and odd query strings on every GET, as a guest and
 * as a signed-in team owner. Whatever the answer (redirect, 404, 422…), it is
 * never a 5xx and never a Set-Cookie over 4 KB.
 */
const SKIPPED = [/^\/__transmit\//]

function routes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => !SKIPPED.some((pattern) => pattern.test(route.pattern)))
}

/** Fills route params: the team id for :id, something plausible for the rest. */
function urlFor(pattern: string, teamId: number) {
  return pattern
    .replace(/:id\??(?=\/|$)/g, String(teamId))
    .replace(/:token\??(?=\/|$)/g, 'not-a-real-token')
    .replace(/:hash\??(?=\/|$)/g, 'not-a-real-hash')
    .replace(/:[A-Za-z_]+\??(?=\/|$)/g, '1')
    .replace(/\*/g, 'x')
}

const ODD_QUERIES = [
  '?page=-1&perPage=100000&sort=__proto__&direction=sideways',
  '?page[]=1&page[x]=2&filter[status][]=a&q=%F0%9F%9A%9A',
  `?q=${'x'.repeat(4000)}`,
  '?page=1e309&from=2026-02-30&to=yesterday',
  '?%E0%A4%A=1',
]

test.group('Input limits: every route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no mutating route answers a 5xx or an oversized cookie to hostile bodies', async ({
    client,
    assert,
  }) => {
    const mutating = routes().filter((route) =>
      route.methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
    )
    assert.isAbove(mutating.length, 2)
    const problems: string[] = []
    for (const route of mutating) {
      const method = route.methods.find((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))!
      for (const as of ['guest', 'owner'] as const) {
        /* One account per route: no payload here is valid enough to delete or log it out for good. */
        const actor = await createUserWithTeam('dealer')
        for (const kind of PAYLOAD_KINDS) {
          const url = urlFor(route.pattern, actor.team.id)
          const request = client
            .request(url, method as any)
            .withInertia()
            .withCsrfToken()
            .header('Referer', 'http://localhost/home')
            .json(payload(kind, COMMON_FIELDS))
            .redirects(0)
          if (as === 'owner') request.loginAs(actor.user)
          const response = await request
          if (response.status() >= 500)
            problems.push(`${method} ${url} as ${as}, ${kind}: ${response.status()}`)
          for (const cookie of oversizedCookies(response.headers()['set-cookie'])) {
            problems.push(`${method} ${url} as ${as}, ${kind}: cookie ${cookie}`)
          }
        }
      }
    }
    assert.deepEqual(problems, [])
  }).timeout(300000)

  test('no page answers a 5xx to odd query strings', async ({ client, assert }) => {
    const pages = routes().filter((route) => route.methods.includes('GET'))
    assert.isAbove(pages.length, 2)
    const problems: string[] = []
    for (const route of pages) {
      for (const as of ['guest', 'owner'] as const) {
        const actor = await createUserWithTeam('dealer')
        for (const query of ODD_QUERIES) {
          const url = urlFor(route.pattern, actor.team.id) + query
          for (const inertia of [true, false]) {
            const request = client.get(url).redirects(0)
            if (inertia) request.withInertia()
            if (as === 'owner') request.loginAs(actor.user)
            const response = await request
            if (response.status() >= 500) {
              problems.push(
                `GET ${url.slice(0, 80)} as ${as}${inertia ? ' (X-Inertia)' : ''}: ${response.status()}`
              )
            }
          }
        }
      }
    }
    assert.deepEqual(problems, [])
  }).timeout(300000)
})
