import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ApiClient } from '@japa/api-client'
import User from '#identity/models/user'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest, validRequestBody } from '#tests/helpers/request_factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { tokenFor } from '#tests/helpers/api'
import { submitAs } from '#tests/helpers/requests'

/*
| The API's contract: real answers of /api/v1 validated against the document
| the API serves (OpenAPI 3.1, JSON Schema 2020-12). The output schemas are
| strict (every key required, no other key), so a transformer that sends a
| key the document does not describe, or stops sending one it promises,
| fails here.
*/

type Operation = { path: string; method: 'get' | 'post'; status: string }

/** A validator of the served document: `check(operation, body)` lists what does not match. */
async function contractOf(client: ApiClient) {
  const document = (await client.get('/api/v1/openapi.json')).body()
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/)
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/)
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/)
  ajv.addSchema(document, 'api')
  const pointer = (...parts: string[]) =>
    parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
  const errorsOf = (path: string, body: unknown) => {
    const validate = ajv.compile({ $ref: `api#/${path}` })
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }
  return {
    document,
    response(operation: Operation, body: unknown) {
      const { path, method, status } = operation
      const schema = pointer('paths', path, method, 'responses', status)
      return errorsOf(`${schema}/content/application~1json/schema`, body)
    },
    schema(name: string, body: unknown) {
      return errorsOf(`components/schemas/${name}`, body)
    },
  }
}

test.group('API contract: answers match the served OpenAPI document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('transport requests: list, create (priced and manual), show, with and without a quote', async ({
    client,
    assert,
  }) => {
    const contract = await contractOf(client)
    const { user, team } = await createUserWithTeam('dealer')
    const token = await tokenFor(user, ['read', 'create'])

    /* the body the API is documented to take is accepted by the document, and by the API */
    const body = validRequestBody({ express: true, extraInsurance: true })
    assert.deepEqual(contract.schema('TransportRequestInput', body), [])
    const created = await client.post('/api/v1/transport-requests').json(body).bearerToken(token)
    created.assertStatus(201)
    assert.isNotNull(created.body().data.quote)
    const post = { path: '/transport-requests', method: 'post', status: '201' } as const
    assert.deepEqual(contract.response(post, created.body()), [])

    const island = validRequestBody()
    island.delivery = { ...island.delivery, city: 'Cagliari', province: 'CA', cap: '09124' }
    const manual = await client.post('/api/v1/transport-requests').json(island).bearerToken(token)
    manual.assertStatus(201)
    assert.isNull(manual.body().data.quote)
    assert.deepEqual(contract.response(post, manual.body()), [])

    const { request: draft } = await createRequest(team, { state: 'draft' })
    await createRequest(team, { state: 'quoted' })
    const list = await client.get('/api/v1/transport-requests').bearerToken(token)
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 4)
    const index = { path: '/transport-requests', method: 'get', status: '200' } as const
    assert.deepEqual(contract.response(index, list.body()), [])

    const show = { path: '/transport-requests/{id}', method: 'get', status: '200' } as const
    for (const id of [created.body().data.id, draft.id]) {
      const response = await client.get(`/api/v1/transport-requests/${id}`).bearerToken(token)
      response.assertStatus(200)
      assert.deepEqual(contract.response(show, response.body()), [], `request ${id}`)
    }
  })

  test('a manual quote by staff, as the dealer reads it', async ({ client, assert }) => {
    const contract = await contractOf(client)
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'submitted', needsManualQuote: true })
    const { user: staff } = await createStaffUser('member')
    await submitAs(client, staff, 'post', `/admin/requests/${request.id}/quotes`).json({
      net: '450,00',
      note: 'Traghetto incluso',
    })

    const response = await client
      .get(`/api/v1/transport-requests/${request.id}`)
      .bearerToken(await tokenFor(user, ['read']))
    response.assertStatus(200)
    assert.equal(response.body().data.quote.breakdown.lines[0].kind, 'manual')
    const show = { path: '/transport-requests/{id}', method: 'get', status: '200' } as const
    assert.deepEqual(contract.response(show, response.body()), [])
  })

  test('errors: 422, 404, 403 and 401 have the documented shape', async ({ client, assert }) => {
    const contract = await contractOf(client)
    const { user } = await createUserWithTeam('dealer')
    const token = await tokenFor(user, ['read', 'create'])

    const invalid = await client.post('/api/v1/transport-requests').json({}).bearerToken(token)
    invalid.assertStatus(422)
    const post = { path: '/transport-requests', method: 'post', status: '422' } as const
    assert.deepEqual(contract.response(post, invalid.body()), [])

    const missing = await client.get('/api/v1/transport-requests/999999').bearerToken(token)
    missing.assertStatus(404)
    const show = { path: '/transport-requests/{id}', method: 'get', status: '404' } as const
    assert.deepEqual(contract.response(show, missing.body()), [])

    const readOnly = await tokenFor(user, ['read'])
    const forbidden = await client
      .post('/api/v1/transport-requests')
      .json(validRequestBody())
      .bearerToken(readOnly)
    forbidden.assertStatus(403)
    assert.deepEqual(contract.response({ ...post, status: '403' }, forbidden.body()), [])

    const anonymous = await client.get('/api/v1/transport-requests')
    anonymous.assertStatus(401)
    const index = { path: '/transport-requests', method: 'get', status: '401' } as const
    assert.deepEqual(contract.response(index, anonymous.body()), [])
  })

  test('/me: a dealer, a staff member and a user without a team', async ({ client, assert }) => {
    const contract = await contractOf(client)
    const me = { path: '/me', method: 'get', status: '200' } as const
    const { user: dealer } = await createUserWithTeam('dealer')
    const { user: staff } = await createStaffUser('admin')
    const loner = await User.create({
      fullName: 'Nessun Team',
      email: `loner-${Date.now()}@example.test`,
      password: 'password',
    })
    for (const user of [dealer, staff, loner]) {
      const response = await client.get('/api/v1/me').bearerToken(await tokenFor(user, ['read']))
      response.assertStatus(200)
      assert.deepEqual(contract.response(me, response.body()), [], user.email)
    }
  })

  test('the document refuses what the transformers never send (the schemas are strict)', async ({
    client,
    assert,
  }) => {
    const contract = await contractOf(client)
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'quoted' })
    const response = await client
      .get(`/api/v1/transport-requests/${request.id}`)
      .bearerToken(await tokenFor(user, ['read']))
    const body = response.body()
    const show = { path: '/transport-requests/{id}', method: 'get', status: '200' } as const
    assert.deepEqual(contract.response(show, body), [])

    const leaking = structuredClone(body)
    leaking.data.quote.commissionCents = 6000
    assert.isNotEmpty(contract.response(show, leaking))
    const incomplete = structuredClone(body)
    delete incomplete.data.reference
    assert.isNotEmpty(contract.response(show, incomplete))
  })
})
