import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Transport from '#transports/models/transport'
import { createUserWithTeam } from '#tests/helpers/factories'
import {
  allKeys,
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { createStaffUser, settingsFormPayload } from '#tests/helpers/pricing_factories'
import { countQueries } from '#tests/helpers/query_counter'
import { submitAs } from '#tests/helpers/requests'
import { carrierOf, MARKETPLACE_MAP_LIMIT, marketplaceMap } from '#marketplace/queries/marketplace'
import { parseMarketplaceFilters } from '#marketplace/domain/filters'
import { setExtraImageSources } from '#core/http/content_security_policy'

/** Everything a marker may carry: the route's towns and provinces, the date, vehicles and payout. */
const MARKER_KEYS = [
  'id',
  'reference',
  'pickup',
  'delivery',
  'city',
  'province',
  'pickupOn',
  'vehicleCount',
  'payoutCents',
]

type MapProps = {
  view: string
  transports: unknown
  refusal: string | null
  map: {
    markers: any[]
    capped: boolean
    limit: number
    tiles: { urlTemplate: string; attribution: string } | null
  } | null
}

async function mapOf(client: any, user: any, qs = '') {
  const response = await client
    .get(`/transporter/marketplace?view=map${qs}`)
    .loginAs(user)
    .withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('transporter/marketplace/index')
  return { response, props: response.inertiaProps as MapProps }
}

/** `count` more published transports like `base` (same request and order), in a few statements. */
async function copiesOf(base: Transport, count: number) {
  const quote = await db.from('quotes').where('id', base.quoteId).firstOrFail()
  const row = await db.from('transports').where('id', base.id).firstOrFail()
  const quoteColumns = { ...quote, id: undefined }
  const transportColumns = { ...row, id: undefined }
  for (let start = 0; start < count; start += 100) {
    const size = Math.min(100, count - start)
    await db.table('quotes').multiInsert(Array.from({ length: size }, () => ({ ...quoteColumns })))
  }
  const quoteIds = (
    await db
      .from('quotes')
      .where('transport_request_id', quote.transport_request_id)
      .whereNot('id', base.quoteId)
      .orderBy('id', 'asc')
      .select('id')
  ).map((item) => item.id)
  for (let start = 0; start < count; start += 100) {
    await db.table('transports').multiInsert(
      quoteIds.slice(start, start + 100).map((quoteId, index) => ({
        ...transportColumns,
        reference: `T-MAP-${String(start + index).padStart(6, '0')}`,
        tracking_token: `map-copy-${base.id}-${start + index}`,
        quote_id: quoteId,
      }))
    )
  }
}

test.group('Marketplace / map view', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => setExtraImageSources([]))

  test('the map view shows the transports the team may take at their pickup province, nothing private', async ({
    client,
    assert,
  }) => {
    const { transport, team: dealerTeam } = await createDealerTransport()
    const { user } = await createCarrier({ regions: ['lombardia'] })
    const { props } = await mapOf(client, user)
    assert.equal(props.view, 'map')
    assert.isNull(props.transports)
    assert.isNull(props.refusal)
    assert.deepEqual(props.map!.markers, [
      {
        id: transport.id,
        reference: transport.reference,
        pickup: { city: transport.pickupCity, province: transport.pickupProvince },
        delivery: { city: transport.deliveryCity, province: transport.deliveryProvince },
        pickupOn: transport.pickupOn?.toISODate() ?? null,
        vehicleCount: transport.vehicleCount,
        payoutCents: transport.payoutCents,
      },
    ])
    assert.deepInclude(props.map!, { capped: false, limit: MARKETPLACE_MAP_LIMIT, tiles: null })
    /* Only the marker's own fields: no street, CAP, referent, dealer, price or token. */
    assert.sameMembers([...new Set(allKeys(props.map!.markers))], MARKER_KEYS)
    const json = JSON.stringify(props)
    for (const secret of [
      transport.pickupStreet,
      transport.pickupCap,
      transport.pickupReferentPhone!,
      transport.deliveryStreet,
      transport.trackingToken,
      dealerTeam.name,
    ]) {
      assert.notInclude(json, secret)
    }
  })

  test('the list stays the default; any other view value is the list', async ({
    client,
    assert,
  }) => {
    await createDealerTransport()
    const { user } = await createCarrier()
    for (const qs of ['', '?view=grid', '?view[]=map', '?view=MAP']) {
      const props = (await client.get(`/transporter/marketplace${qs}`).loginAs(user).withInertia())
        .inertiaProps as MapProps & { transports: { data: unknown[] } }
      assert.equal(props.view, 'list', qs)
      assert.isNull(props.map, qs)
      assert.lengthOf(props.transports.data, 1, qs)
    }
  })

  test('the same gate as the list: other regions see no marker, refused teams see why', async ({
    client,
    assert,
  }) => {
    await createDealerTransport()
    const elsewhere = await createCarrier({ regions: ['lazio'] })
    assert.deepEqual((await mapOf(client, elsewhere.user)).props.map!.markers, [])
    const byProvince = await createCarrier({ regions: [], provinces: ['MI'] })
    assert.lengthOf((await mapOf(client, byProvince.user)).props.map!.markers, 1)
    for (const options of [
      { verified: false },
      { suspended: true },
      { regions: [], provinces: [] },
    ]) {
      const { user } = await createCarrier(options)
      const { props } = await mapOf(client, user)
      assert.isString(props.refusal)
      assert.isNull(props.map)
      assert.isNull(props.transports)
    }
    /* Taken transports leave the map. */
    await Transport.query().update({ state: 'assigned', transporter_team_id: elsewhere.team.id })
    assert.deepEqual((await mapOf(client, byProvince.user)).props.map!.markers, [])
  })

  test('drivers, dealers and staff have no map either', async ({ client }) => {
    await createDealerTransport()
    const driver = await createCarrier({ role: 'driver' })
    const { user: dealer } = await createUserWithTeam('dealer')
    const staff = await createStaff()
    ;(await client.get('/transporter/marketplace?view=map').loginAs(driver.user)).assertStatus(403)
    ;(await client.get('/transporter/marketplace?view=map').loginAs(dealer)).assertStatus(404)
    ;(await client.get('/transporter/marketplace?view=map').loginAs(staff.user)).assertStatus(404)
    const guest = await client.get('/transporter/marketplace?view=map').redirects(0)
    guest.assertStatus(302)
  })

  test('the list’s filters and order apply to the map', async ({ client, assert }) => {
    const cheap = await createDealerTransport()
    const dear = await createDealerTransport()
    const roman = await createDealerTransport()
    await Transport.query().where('id', cheap.transport.id).update({ payout_cents: 30_000 })
    await Transport.query()
      .where('id', dear.transport.id)
      .update({ payout_cents: 90_000, delivery_province: 'TO', delivery_region: 'piemonte' })
    await Transport.query().where('id', roman.transport.id).update({
      payout_cents: 60_000,
      pickup_city: 'Roma',
      pickup_province: 'RM',
      pickup_region: 'lazio',
    })
    const { user } = await createCarrier({ regions: ['lombardia', 'lazio'] })
    const ids = async (qs: string) =>
      (await mapOf(client, user, qs)).props.map!.markers.map((marker) => marker.id)
    assert.deepEqual(await ids('&sort=payout'), [
      dear.transport.id,
      roman.transport.id,
      cheap.transport.id,
    ])
    assert.deepEqual(await ids('&sort=payout&minPayout=500'), [
      dear.transport.id,
      roman.transport.id,
    ])
    assert.deepEqual(await ids('&deliveryRegion=piemonte'), [dear.transport.id])
    assert.deepEqual(await ids('&pickupProvince=RM'), [roman.transport.id])
    assert.deepEqual(await ids('&pickupRegion=lombardia&sort=payout'), [
      dear.transport.id,
      cheap.transport.id,
    ])
    assert.deepEqual(await ids('&minPayout=5000'), [])
    /* Malformed filters are ignored, as on the list. */
    assert.lengthOf(await ids('&sort=nope&minPayout=-4&from=2026-02-31&category=%00'), 3)
  })

  test('at most 500 markers, flagged as capped, in the chosen order', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user, team } = await createCarrier()
    await copiesOf(transport, MARKETPLACE_MAP_LIMIT)
    const { props } = await mapOf(client, user, '&sort=pickup')
    assert.lengthOf(props.map!.markers, MARKETPLACE_MAP_LIMIT)
    assert.isTrue(props.map!.capped)
    assert.equal(props.map!.limit, 500)
    /* Sorted by pickup date, then id: the first 500 of the 501. */
    const ids = props.map!.markers.map((marker) => marker.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b)
    )
    assert.equal(ids[0], transport.id)

    /* The query itself: `limit` rows and whether there were more. */
    const carrier = carrierOf(team)
    const filters = parseMarketplaceFilters({ sort: 'pickup' })
    const few = await marketplaceMap(carrier, filters, 3)
    assert.lengthOf(few.rows, 3)
    assert.isTrue(few.capped)
    const all = await marketplaceMap(carrier, filters, 501)
    assert.lengthOf(all.rows, 501)
    assert.isFalse(all.capped)
  })

  test('the map costs the same few queries whatever the number of transports', async ({
    client,
    assert,
  }) => {
    const { user } = await createCarrier()
    const { transport } = await createDealerTransport()
    const few = await countQueries(() =>
      client.get('/transporter/marketplace?view=map').loginAs(user).withInertia()
    )
    await copiesOf(transport, 120)
    const many = await countQueries(() =>
      client.get('/transporter/marketplace?view=map&sort=payout').loginAs(user).withInertia()
    )
    assert.equal(many.queries, few.queries)
    assert.isAtMost(many.queries, 10)
    assert.lengthOf((many.result.inertiaProps as MapProps).map!.markers, 121)
  })

  test('a configured tile server reaches the map, and only its host joins img-src', async ({
    client,
    assert,
  }) => {
    await createDealerTransport()
    const { user } = await createCarrier()
    const { user: admin } = await createStaffUser('admin')
    const tiles = {
      urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example <b>tiles</b>',
    }
    await submitAs(client, admin, 'put', '/admin/settings/general').json(
      settingsFormPayload({ mapTiles: tiles })
    )
    /* As if another instance had saved it: the map's page learns it too. */
    setExtraImageSources([])
    const { response, props } = await mapOf(client, user)
    assert.deepEqual(props.map!.tiles, tiles)
    const after = await client.get('/transporter/marketplace').loginAs(user).withInertia()
    const policy = after.header('content-security-policy') ?? ''
    assert.match(policy, /img-src 'self' data: https:\/\/\*\.tiles\.example\.org(;|$)/)
    assert.notMatch(policy.replace(/img-src[^;]*/, ''), /example\.org/)
    assert.isString(response.header('content-security-policy'))
  })
})
