import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import type { ApiClient } from '@japa/api-client'
import { submitAs } from '#tests/helpers/requests'

/** Every table of the schema (database/migrations). */
const SCHEMA_TABLES = [
  'users',
  'teams',
  'team_members',
  'team_invitations',
  'addresses',
  'closing_days',
  'team_notification_recipients',
  'notification_preferences',
  'auth_access_tokens',
  'sessions',
  'queue_jobs',
  'queue_schedules',
  'rate_limits',
  'password_reset_tokens',
]

type Created = { id: number; name: string; abilities: string[]; plainValue: string }

/** Creates a token through the page, as a user does, and returns what the page shows once. */
async function createThroughPage(client: ApiClient, user: User, name: string, abilities: string[]) {
  const response = await submitAs(client, user, 'post', '/user/api-tokens').json({
    name,
    abilities,
  })
  response.assertStatus(302)
  return response.flashMessage('apiToken') as Created
}

async function listTokens(client: ApiClient, user: User) {
  const response = await client
    .get('/user/api-tokens')
    .loginAs(user)
    .withInertiaPartialReload('account/api_tokens/index', ['tokens'])
  response.assertStatus(200)
  return response.inertiaProps.tokens as {
    id: number
    name: string
    abilities: string[]
    lastUsedAt: string | null
  }[]
}

test.group('API tokens: management page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('guests are sent to the login page', async ({ client, assert }) => {
    const response = await client.get('/user/api-tokens').redirects(0)
    assert.equal(response.header('location'), '/login')
  })

  test('renders the page with the abilities and the token list deferred', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/user/api-tokens').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('account/api_tokens/index')
    response.assertInertiaPropsContains({ abilities: ['read', 'create', 'update', 'delete'] })
    assert.notProperty(response.inertiaProps, 'tokens')
    assert.deepEqual(await listTokens(client, user), [])
  })

  test('creates a token, shows its value once and stores only a hash', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const created = await createThroughPage(client, user, 'Gestionale DMS', [
      'read',
      'create',
      'read',
    ])
    assert.equal(created.name, 'Gestionale DMS')
    assert.deepEqual(created.abilities, ['read', 'create'])
    assert.match(created.plainValue, /^trp_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{40,}$/)

    /* The next page shows it in its flash (never in props, so never in the browser history). */
    const page = await client
      .get('/user/api-tokens')
      .loginAs(user)
      .withFlashMessages({ apiToken: created })
      .withInertia()
    assert.equal(page.body().flash.apiToken.plainValue, created.plainValue)
    assert.notInclude(JSON.stringify(page.inertiaProps), created.plainValue)

    /* A later visit does not have it any more. */
    const later = await client.get('/user/api-tokens').loginAs(user).withInertia()
    assert.notInclude(JSON.stringify(later.body()), created.plainValue)

    /* Only the hash is stored: the secret is in no table. */
    const row = await db.from('auth_access_tokens').where('id', created.id).firstOrFail()
    const secret = created.plainValue.split('.')[1]!
    const decodedSecret = Buffer.from(secret, 'base64url').toString('utf8')
    assert.notEqual(row.hash, decodedSecret)
    assert.notEqual(row.hash, created.plainValue)
    assert.equal(row.tokenable_id, user.id)
    assert.equal(row.name, 'Gestionale DMS')
    assert.deepEqual(JSON.parse(row.abilities), ['read', 'create'])
    for (const table of SCHEMA_TABLES) {
      const dump = JSON.stringify(await db.from(table).select('*'))
      assert.notInclude(dump, decodedSecret, table)
      assert.notInclude(dump, created.plainValue, table)
    }
  })

  test('lists the tokens with their abilities and never their secret', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const first = await createThroughPage(client, user, 'Primo', ['read'])
    const second = await createThroughPage(client, user, 'Secondo', ['read', 'update', 'delete'])
    const tokens = await listTokens(client, user)
    assert.deepEqual(
      tokens.map((token) => [token.id, token.name, token.abilities, token.lastUsedAt]),
      [
        [second.id, 'Secondo', ['read', 'update', 'delete'], null],
        [first.id, 'Primo', ['read'], null],
      ]
    )
    const dump = JSON.stringify(tokens)
    assert.notInclude(dump, 'hash')
    assert.notInclude(dump, first.plainValue.split('.')[1]!)
  })

  test("never lists another user's tokens", async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const { user: other } = await createUserWithTeam('dealer')
    await createThroughPage(client, other, 'Altrui', ['read'])
    assert.deepEqual(await listTokens(client, user), [])
  })

  test('refuses a missing name, no abilities, unknown abilities and huge values with field errors', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', abilities: ['read'] }, 'name'],
      [{ name: 'x'.repeat(101), abilities: ['read'] }, 'name'],
      [{ name: 'x'.repeat(200 * 1024), abilities: ['read'] }, 'name'],
      [{ name: 'Script' }, 'abilities'],
      [{ name: 'Script', abilities: ['admin'] }, 'abilities.0'],
      [{ name: 'Script', abilities: ['x'.repeat(200 * 1024)] }, 'abilities.0'],
      [{ name: 'Script', abilities: Array.from({ length: 50 }, () => 'read') }, 'abilities'],
    ]
    for (const [payload, field] of cases) {
      const response = await submitAs(client, user, 'post', '/user/api-tokens').json(payload)
      response.assertStatus(302)
      assert.isDefined(
        flashedFieldErrors(response)[field],
        `${field}: ${JSON.stringify(flashedFieldErrors(response))}`
      )
    }
    const typed = await submitAs(client, user, 'post', '/user/api-tokens').json({
      name: { a: 1 },
      abilities: 'read',
    })
    typed.assertStatus(302)
    assert.properties(flashedFieldErrors(typed), ['name', 'abilities'])
    assert.lengthOf(await db.from('auth_access_tokens').where('tokenable_id', user.id), 0)
  })

  test('revoking a token makes the API refuse it', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const created = await createThroughPage(client, user, 'Da revocare', ['read'])
    ;(await client.get('/api/v1/me').bearerToken(created.plainValue)).assertStatus(200)

    const response = await submitAs(client, user, 'delete', `/user/api-tokens/${created.id}`)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/user/api-tokens')
    response.assertFlashMessage('success', 'Token revocato: da ora non funziona più.')

    const after = await client.get('/api/v1/me').bearerToken(created.plainValue)
    after.assertStatus(401)
    assert.deepEqual(after.body(), { errors: [{ message: 'Unauthenticated' }] })
    assert.deepEqual(await listTokens(client, user), [])
  })

  test("an outsider gets 404 when revoking another user's token, which keeps working", async ({
    client,
  }) => {
    const { user: owner } = await createUserWithTeam('dealer')
    const { user: outsider } = await createUserWithTeam('dealer')
    const created = await createThroughPage(client, owner, 'Del proprietario', ['read'])
    const response = await submitAs(client, outsider, 'delete', `/user/api-tokens/${created.id}`)
    response.assertStatus(404)
    ;(await client.get('/api/v1/me').bearerToken(created.plainValue)).assertStatus(200)
  })

  test('unknown and malformed token ids are 404', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    for (const id of ['999999', 'abc', '99999999999', '1.5']) {
      const response = await submitAs(client, user, 'delete', `/user/api-tokens/${id}`)
      response.assertStatus(404)
    }
  })
})

test.group('API tokens: ApiTokenPolicy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a user may revoke their own tokens only', async ({ assert }) => {
    const { default: ApiTokenPolicy } = await import('#api/policies/api_token_policy')
    const { user: owner } = await createUserWithTeam('dealer')
    const { user: other } = await createUserWithTeam('dealer')
    const token = await User.accessTokens.create(owner, ['read'], { name: 'ERP' })
    const policy = new ApiTokenPolicy()
    assert.isTrue(policy.revoke(owner, token))
    assert.isFalse(policy.revoke(other, token))
    assert.isTrue(policy.viewAny(other))
    assert.isTrue(policy.create(other))
  })
})
