import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportRequest from '#requests/models/transport_request'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest, validRequestBody } from '#tests/helpers/request_factories'
import { tokenFor } from '#tests/helpers/api'

test.group('API: /api/v1/transport-requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("lists the current team's requests, paginated", async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await createRequest(team, { state: 'quoted' })
    await createRequest((await createUserWithTeam('dealer')).team)
    const response = await client
      .get('/api/v1/transport-requests')
      .bearerToken(await tokenFor(user, ['read']))
    response.assertStatus(200)
    const body = response.body()
    assert.lengthOf(body.data, 1)
    assert.deepEqual(body.meta, { total: 1, perPage: 20, currentPage: 1, lastPage: 1 })
    assert.equal(body.data[0].grossCents, 48_800)
  })

  test('creates a request and answers 201 with its quote', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await client
      .post('/api/v1/transport-requests')
      .json(validRequestBody())
      .bearerToken(await tokenFor(user, ['create']))
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.data.state, 'quoted')
    assert.match(body.data.reference, /^TR-\d{4}-\d{6}$/)
    assert.equal(body.data.quote.state, 'valid')
    assert.equal(body.data.quote.grossCents, body.data.quote.netCents + body.data.quote.vatCents)
    assert.lengthOf(await TransportRequest.query().where('team_id', team.id), 1)
  })

  test('invalid input answers 422 with field messages', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const body = validRequestBody({
      vehicles: [
        { category: 'car', make: 'Fiat', model: 'Uno', plate: 'XX', declaredValue: 'abc' },
      ],
    })
    body.pickup.cap = '123'
    const response = await client
      .post('/api/v1/transport-requests')
      .json(body)
      .header('accept-language', 'en')
      .bearerToken(await tokenFor(user, ['create']))
    response.assertStatus(422)
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.includeMembers(fields, ['pickup.cap', 'vehicles.0.plate', 'vehicles.0.declaredValue'])
    assert.isString(response.body().errors[0].message)

    const empty = await client
      .post('/api/v1/transport-requests')
      .json({})
      .bearerToken(await tokenFor(user, ['create']))
    empty.assertStatus(422)
  })

  test('shows one request; another team gets 404', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'quoted' })
    const { request: foreign } = await createRequest((await createUserWithTeam('dealer')).team)
    const token = await tokenFor(user, ['read'])
    const response = await client.get(`/api/v1/transport-requests/${request.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().data.reference, request.reference)
    assert.equal(response.body().data.quote.grossCents, 48_800)
    ;(await client.get(`/api/v1/transport-requests/${foreign.id}`).bearerToken(token)).assertStatus(
      404
    )
    ;(await client.get('/api/v1/transport-requests/abc').bearerToken(token)).assertStatus(404)
  })

  test('401 without a token, 403 without the ability', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    ;(await client.get('/api/v1/transport-requests')).assertStatus(401)
    ;(
      await client
        .post('/api/v1/transport-requests')
        .json(validRequestBody())
        .bearerToken(await tokenFor(user, ['read']))
    ).assertStatus(403)
    ;(
      await client.get('/api/v1/transport-requests').bearerToken(await tokenFor(user, ['create']))
    ).assertStatus(403)
  })

  test('a transporter token gets 404 (no dealer team)', async ({ client }) => {
    const { user } = await createUserWithTeam('transporter')
    ;(
      await client.get('/api/v1/transport-requests').bearerToken(await tokenFor(user, ['read']))
    ).assertStatus(404)
  })

  test('the OpenAPI document is public JSON describing every path', async ({ client, assert }) => {
    const response = await client.get('/api/v1/openapi.json')
    response.assertStatus(200)
    const document = JSON.parse(response.text())
    assert.equal(document.openapi, '3.1.0')
    assert.includeMembers(Object.keys(document.paths), [
      '/me',
      '/transport-requests',
      '/transport-requests/{id}',
      '/transports',
      '/transports/{id}',
    ])
    assert.properties(document.paths['/transport-requests'], ['get', 'post'])
    /* every $ref resolves */
    const refs = JSON.stringify(document).match(/#\/components\/schemas\/\w+/g) ?? []
    for (const ref of refs) assert.property(document.components.schemas, ref.split('/').pop()!)
  })
})
