import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import { createUserWithTeam } from '#tests/helpers/factories'

async function tokenFor(user: User, abilities: string[]) {
  const token = await User.accessTokens.create(user, abilities, { name: 'test' })
  return { id: Number(token.identifier), value: token.value!.release() }
}

test.group('API: GET /api/v1/me', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("returns the token's user and current team", async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer', { teamName: 'Autosalone Rossi' })
    user.locale = 'it'
    await user.save()
    const token = await tokenFor(user, ['read'])
    const response = await client.get('/api/v1/me').bearerToken(token.value)
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'application/json')
    assert.deepEqual(response.body(), {
      data: {
        id: user.id,
        fullName: user.fullName,
        email: user.email,
        locale: 'it',
        currentTeam: { id: team.id, name: 'Autosalone Rossi', kind: 'dealer', role: 'owner' },
      },
    })
  })

  test('records when the token was last used, shown on the tokens page', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const token = await tokenFor(user, ['read'])
    const before = await db.from('auth_access_tokens').where('id', token.id).firstOrFail()
    assert.isNull(before.last_used_at)

    await client.get('/api/v1/me').bearerToken(token.value)

    const page = await client
      .get('/user/api-tokens')
      .loginAs(user)
      .withInertiaPartialReload('account/api_tokens/index', ['tokens'])
    const [listed] = page.inertiaProps.tokens as { id: number; lastUsedAt: string | null }[]
    assert.equal(listed!.id, token.id)
    assert.isString(listed!.lastUsedAt)
    assert.isBelow(Math.abs(Date.parse(listed!.lastUsedAt!) - Date.now()), 60_000)
  })

  test('a token without the read ability gets 403 JSON', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const token = await tokenFor(user, ['create'])
    const response = await client
      .get('/api/v1/me')
      .bearerToken(token.value)
      .header('accept-language', 'en')
    response.assertStatus(403)
    assert.deepEqual(response.body(), {
      errors: [{ message: 'The token lacks the “read” permission this request needs.' }],
    })
  })

  test('no token, a wrong token and a forged token all get 401 JSON', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const token = await tokenFor(user, ['read'])
    const [prefixAndId, secret] = token.value.split('.')
    const forgedId = `trp_${Buffer.from('abc').toString('base64url')}.${secret}`
    const headers = [
      undefined,
      'Bearer nope',
      `Bearer ${prefixAndId}.${'A'.repeat(secret!.length)}`,
      `Bearer ${forgedId}`,
      `Bearer trp_${Buffer.from('99999999999').toString('base64url')}.${secret}`,
      `Bearer ${token.value}${'x'.repeat(8 * 1024)}`,
      `Basic ${Buffer.from('a:b').toString('base64')}`,
    ]
    for (const header of headers) {
      const request = client.get('/api/v1/me')
      if (header) request.header('authorization', header)
      const response = await request
      response.assertStatus(401)
      assert.deepEqual(response.body(), { errors: [{ message: 'Unauthenticated' }] })
    }
  })

  test('a session cookie is not enough for the API', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/api/v1/me').loginAs(user)
    response.assertStatus(401)
  })

  test('an expired token gets 401', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const token = await tokenFor(user, ['read'])
    await db
      .from('auth_access_tokens')
      .where('id', token.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    ;(await client.get('/api/v1/me').bearerToken(token.value)).assertStatus(401)
  })

  test('unknown API routes answer 404 JSON', async ({ client, assert }) => {
    const response = await client.get('/api/v1/nope')
    response.assertStatus(404)
    assert.deepEqual(response.body(), { errors: [{ message: 'Not found' }] })
  })
})
