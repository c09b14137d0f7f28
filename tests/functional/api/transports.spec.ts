import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { tokenFor } from '#tests/helpers/api'

test.group('API: GET /api/v1/transports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the current team\u2019s transports, paginated, with state and timeline', async ({
    client,
    assert,
  }) => {
    const { user, team, transport } = await createDealerTransport()
    await createDealerTransport({ dealer: { user, team } })
    await createDealerTransport()
    const token = await tokenFor(user, ['read'])
    const response = await client.get('/api/v1/transports?perPage=1&page=2').bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.meta, { total: 2, perPage: 1, currentPage: 2, lastPage: 2 })
    assert.lengthOf(body.data, 1)
    const item = body.data[0]
    assert.equal(item.id, transport.id)
    assert.equal(item.state, 'published')
    assert.deepEqual(Object.keys(item).sort(), [
      'delivery',
      'deliveryEstimateOn',
      'id',
      'pickup',
      'pickupOn',
      'reference',
      'state',
      'timeline',
      'trackingUrl',
      'vehicleCount',
    ])
    assert.deepEqual(Object.keys(item.pickup).sort(), ['city', 'dateFrom', 'dateTo', 'province'])
    assert.equal(item.timeline[0].type, 'created')
    assert.include(item.trackingUrl, `/tracking/${transport.trackingToken}`)
  })

  test('shows one transport; another team\u2019s or a malformed id is 404', async ({
    client,
    assert,
  }) => {
    const { user, transport } = await createDealerTransport()
    const { transport: foreign } = await createDealerTransport()
    const token = await tokenFor(user, ['read'])
    const response = await client.get(`/api/v1/transports/${transport.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().data.reference, transport.reference)
    ;(await client.get(`/api/v1/transports/${foreign.id}`).bearerToken(token)).assertStatus(404)
    ;(await client.get('/api/v1/transports/abc').bearerToken(token)).assertStatus(404)
  })

  test('without a token 401, without the read ability 403', async ({ client }) => {
    const { user, transport } = await createDealerTransport()
    ;(await client.get('/api/v1/transports')).assertStatus(401)
    ;(await client.get(`/api/v1/transports/${transport.id}`)).assertStatus(401)
    const token = await tokenFor(user, ['write'])
    ;(await client.get('/api/v1/transports').bearerToken(token)).assertStatus(403)
  })
})
