import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { ID_PATTERN, isIdParamName } from '#core/http/route_params'
import { createUserWithTeam } from '#tests/helpers/factories'

test.group('Route params', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every id-like parameter of every route uses the one id matcher', ({ assert }) => {
    const uncovered: string[] = []
    for (const route of Object.values(router.toJSON()).flat()) {
      for (const token of route.tokens) {
        if (token.type !== 1 || !isIdParamName(token.val)) continue
        const matcher = route.matchers[token.val]
        if (matcher?.match !== ID_PATTERN) uncovered.push(`${route.pattern} :${token.val}`)
      }
    }
    assert.deepEqual(uncovered, [])
  })

  test('an id that is not a plain decimal within the column range is a 404 before any query', async ({
    client,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const { user: admin } = await createUserWithTeam('staff')
    for (const id of ['2147483648', '99999999999999999999', '0x10', '016', '-1', '1e3']) {
      ;(await client.get(`/dealer/transports/${id}`).loginAs(user)).assertStatus(404)
      ;(await client.get(`/dealer/requests/${id}`).loginAs(user)).assertStatus(404)
      ;(await client.get(`/admin/wallet/${id}`).loginAs(admin)).assertStatus(404)
    }
  })
})
