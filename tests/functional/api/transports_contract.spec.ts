import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { assignTransport } from '#transports/actions/transition_transport'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { tokenFor } from '#tests/helpers/api'

/**
 * The API contract: real answers of /api/v1/transports validate against the
 * document served at /api/v1/openapi.json (OpenAPI 3.1 = JSON Schema
 * 2020-12), whose output schemas are strict — every key required, no other
 * key allowed — so the document and TransportTransformer's `forApi` variant
 * cannot drift apart.
 */

const pointer = (path: string, status: string) =>
  `openapi#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/get/responses/${status}/content/application~1json/schema`

async function contract(client: any) {
  const response = await client.get('/api/v1/openapi.json')
  response.assertStatus(200)
  const document = response.body()
  /* the document is not itself a schema: its OpenAPI keywords are ignored, its schemas are not */
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/)
  ajv.addFormat(
    'date-time',
    (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
  )
  ajv.addFormat('uri-reference', /^[^\s]*$/)
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i)
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/)
  ajv.addSchema(document, 'openapi')
  const validator = (path: string, status: string) => {
    const validate = ajv.getSchema(pointer(path, status))
    if (!validate) throw new Error(`No schema for ${path} ${status}`)
    return (body: unknown) => {
      const valid = validate(body) as boolean
      return { valid, errors: JSON.stringify(validate.errors ?? []) }
    }
  }
  return { document, validator }
}

/** Every object schema under `schema` (refs followed once) must be closed and require all its keys. */
function assertStrict(assert: any, document: any, schema: any, where: string, seen = new Set()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return
  seen.add(schema)
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    return assertStrict(assert, document, document.components.schemas[name], name, seen)
  }
  if (schema.type === 'object' && schema.properties) {
    assert.isFalse(schema.additionalProperties, `${where} is open`)
    assert.sameMembers(schema.required, Object.keys(schema.properties), `${where} requires`)
    for (const [key, property] of Object.entries(schema.properties)) {
      assertStrict(assert, document, property, `${where}.${key}`, seen)
    }
  }
  if (schema.items) assertStrict(assert, document, schema.items, `${where}[]`, seen)
}

test.group('API contract: /api/v1/transports against the served OpenAPI document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the transport schemas are strict: closed objects, every key required', async ({
    client,
    assert,
  }) => {
    const { document } = await contract(client)
    for (const [path, status] of [
      ['/transports', '200'],
      ['/transports/{id}', '200'],
    ]) {
      const schema = document.paths[path].get.responses[status].content['application/json'].schema
      assertStrict(assert, document, schema, `${path} ${status}`)
    }
  })

  test('GET /transports: real pages validate (with timelines, empty windows, past the end)', async ({
    client,
    assert,
  }) => {
    const { validator } = await contract(client)
    const validate = validator('/transports', '200')
    const { user, team, transport } = await createDealerTransport({ pickupDateFrom: '2030-03-04' })
    await createDealerTransport({ dealer: { user, team } })
    const { team: carrier } = await createTransporter()
    const { restore } = captureBroadcasts()
    try {
      const assigned = await assignTransport({
        transportId: transport.id,
        transporterTeamId: carrier.id,
        actor: { kind: 'admin', userId: null },
      })
      assert.isTrue(assigned.ok)
    } finally {
      restore()
    }
    const token = await tokenFor(user, ['read'], 'contract')
    for (const query of ['', '?perPage=1', '?perPage=1&page=2', '?page=99']) {
      const response = await client.get(`/api/v1/transports${query}`).bearerToken(token)
      response.assertStatus(200)
      const result = validate(response.body())
      assert.isTrue(result.valid, `${query}: ${result.errors}`)
    }
    const full = await client.get('/api/v1/transports').bearerToken(token)
    assert.lengthOf(full.body().data, 2)
    assert.isAtLeast(
      full.body().data.find((row: any) => row.id === transport.id).timeline.length,
      2
    )
    const { user: empty } = await createDealerTransport()
    await createDealerTransport() /* someone else's */
    const lonely = await client
      .get('/api/v1/transports')
      .bearerToken(await tokenFor(empty, ['read'], 'contract'))
    assert.isTrue(validate(lonely.body()).valid)
  })

  test('GET /transports/{id}: a real transport validates; the 404 matches the error schema', async ({
    client,
    assert,
  }) => {
    const { validator } = await contract(client)
    const { user, transport } = await createDealerTransport()
    const { transport: foreign } = await createDealerTransport()
    const token = await tokenFor(user, ['read'], 'contract')
    const response = await client.get(`/api/v1/transports/${transport.id}`).bearerToken(token)
    response.assertStatus(200)
    const result = validator('/transports/{id}', '200')(response.body())
    assert.isTrue(result.valid, result.errors)
    const missing = await client.get(`/api/v1/transports/${foreign.id}`).bearerToken(token)
    missing.assertStatus(404)
    assert.isTrue(validator('/transports/{id}', '404')(missing.body()).valid)
  })

  test('a field the document does not describe fails the contract (the schema is not loose)', async ({
    client,
    assert,
  }) => {
    const { validator } = await contract(client)
    const { user, transport } = await createDealerTransport()
    const response = await client
      .get(`/api/v1/transports/${transport.id}`)
      .bearerToken(await tokenFor(user, ['read'], 'contract'))
    const body = response.body()
    const validate = validator('/transports/{id}', '200')
    assert.isFalse(validate({ data: { ...body.data, payoutCents: 42_500 } }).valid)
    assert.isFalse(
      validate({ data: { ...body.data, pickup: { ...body.data.pickup, street: 'Via Roma 1' } } })
        .valid
    )
    const withoutUrl = { ...body.data }
    delete withoutUrl.trackingUrl
    assert.isFalse(validate({ data: withoutUrl }).valid)
  })
})
