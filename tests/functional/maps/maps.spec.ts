import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import TransportPosition from '#transports/models/transport_position'
import Rating from '#ratings/models/rating'
import type Team from '#teams/models/team'
import type User from '#identity/models/user'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
} from '#tests/helpers/transport_factories'
import { createRequest } from '#tests/helpers/request_factories'
import { countQueries } from '#tests/helpers/query_counter'
import { PROVINCE_COORDINATES } from '#shared/province_coordinates'
import { estimateDistanceKm } from '#pricing/domain/distance'

const KINDS = ['overview', 'logistics', 'requests', 'transporters'] as const

function visit(client: any, user: User, path: string) {
  return client.get(`/admin/maps/${path}`).loginAs(user).withInertia()
}

async function transport(
  dealer: { user: User; team: Team },
  state: Parameters<typeof createDealerTransport>[0] extends infer O
    ? O extends { state?: infer S }
      ? S
      : never
    : never,
  options: { pickupProvince?: string; deliveryProvince?: string; pickupDateFrom?: string } = {}
) {
  const { transport: created } = await createDealerTransport({ dealer, state, ...options })
  return created
}

async function position(transportId: number, lat: number, lng: number, minutesAgo: number) {
  return TransportPosition.create({
    transportId,
    lat,
    lng,
    accuracyM: 20,
    speedMps: null,
    recordedAt: DateTime.utc().minus({ minutes: minutesAgo }),
    reporterUserId: null,
  })
}

test.group('Maps / who may see them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff open the four maps', async ({ client, assert }) => {
    const { user: staff } = await createStaff()
    for (const kind of KINDS) {
      const response = await visit(client, staff, kind)
      response.assertStatus(200)
      response.assertInertiaComponent(`admin/maps/${kind}`)
      const props = response.inertiaProps as any
      assert.equal(props.map.limit, 2000)
      assert.isFalse(props.map.capped)
      assert.isNull(props.map.tiles)
    }
  }).timeout(90000)

  test('dealers, carriers and guests cannot open them', async ({ client }) => {
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      for (const path of KINDS) {
        ;(await client.get(`/admin/maps/${path}`).loginAs(user)).assertStatus(404)
      }
    }
    for (const path of KINDS) {
      ;(await client.get(`/admin/maps/${path}`)).assertRedirectsTo('/login')
    }
  }).timeout(90000)

  test("a staff team's driver is refused by the policy", async ({ client, assert }) => {
    const { team } = await createStaff()
    const driver = await addMember(team, 'driver')
    for (const path of KINDS) {
      const response = await client.get(`/admin/maps/${path}`).loginAs(driver)
      assert.include([403, 404], response.status(), path)
    }
  })
})

test.group('Maps / what each map shows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('overview: transports under way at their last position, else as their route', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const carrier = await createCarrier()
    const onTheRoad = await transport(dealer, 'in_transit')
    await onTheRoad.merge({ transporterTeamId: carrier.team.id }).save()
    await position(onTheRoad.id, 44.1, 10.1, 30)
    await position(onTheRoad.id, 43.5, 11.2, 2)
    const assigned = await transport(dealer, 'assigned', { pickupProvince: 'TO' })
    await transport(dealer, 'published')
    await transport(dealer, 'delivered')
    const props = (await visit(client, staff, 'overview')).inertiaProps as any
    const byId = new Map(props.map.transports.map((item: any) => [item.id, item]))
    assert.sameMembers([...byId.keys()], [onTheRoad.id, assigned.id])
    const road = byId.get(onTheRoad.id) as any
    assert.deepInclude(road.position, { lat: 43.5, lng: 11.2 })
    assert.equal(road.carrierName, carrier.team.name)
    assert.isTrue(road.located)
    const planned = byId.get(assigned.id) as any
    assert.isNull(planned.position)
    assert.isTrue(planned.located)
    assert.deepEqual(planned.pickup.at, PROVINCE_COORDINATES.TO)
    assert.deepEqual(planned.delivery.at, PROVINCE_COORDINATES.NA)
    assert.deepEqual(Object.keys(planned).sort(), [
      'carrierName',
      'delivery',
      'id',
      'located',
      'pickup',
      'pickupOn',
      'position',
      'reference',
      'state',
      'vehicleCount',
    ])
    const filtered = (await visit(client, staff, 'overview?state=assigned')).inertiaProps as any
    assert.deepEqual(
      filtered.map.transports.map((item: any) => item.id),
      [assigned.id]
    )
    assert.deepEqual(filtered.filters, { state: 'assigned' })
    const garbage = (await visit(client, staff, 'overview?state=delivered')).inertiaProps as any
    assert.lengthOf(garbage.map.transports, 2)
  })

  test('logistics: open transports and the consolidation of nearby ones on shared days', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const day = DateTime.now().plus({ days: 10 }).toISODate()!
    const first = await transport(dealer, 'published', { pickupDateFrom: day })
    const second = await transport(dealer, 'assigned', { pickupDateFrom: day })
    const elsewhere = await transport(dealer, 'published', {
      pickupProvince: 'PA',
      pickupDateFrom: day,
    })
    await transport(dealer, 'in_transit', { pickupDateFrom: day })
    const props = (await visit(client, staff, 'logistics')).inertiaProps as any
    assert.sameMembers(
      props.map.transports.map((item: any) => item.id),
      [first.id, second.id, elsewhere.id]
    )
    assert.lengthOf(props.map.consolidations, 1)
    const [proposal] = props.map.consolidations
    assert.sameMembers(proposal.ids, [first.id, second.id])
    /* both go Milano → Napoli: one trip of the estimate instead of two */
    const oneTrip = estimateDistanceKm('MI', 'NA')
    assert.equal(proposal.consolidatedKm, oneTrip)
    assert.closeTo(proposal.separateKm, 2 * oneTrip, 1)
    assert.equal(proposal.savingKm, proposal.separateKm - proposal.consolidatedKm)
    assert.equal(proposal.vehicleCount, 2)
    assert.equal(props.map.radiusKm, 30)
    const wide = (await visit(client, staff, 'logistics?radius=50')).inertiaProps as any
    assert.deepEqual(wide.filters, { radiusKm: 50 })
    const odd = (await visit(client, staff, 'logistics?radius=7')).inertiaProps as any
    assert.deepEqual(odd.filters, { radiusKm: 30 })
  })

  test('requests: submitted and quoted ones at their pickup, with the valid quote', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createStaff()
    const { team } = await createUserWithTeam('dealer', { teamName: 'Autosalone Blu' })
    const { request: quoted, quote } = await createRequest(team, {
      state: 'quoted',
      pickupProvince: 'BO',
    })
    const { request: submitted } = await createRequest(team, {
      state: 'submitted',
      needsManualQuote: true,
    })
    await createRequest(team, { state: 'draft' })
    await createRequest(team, { state: 'cancelled' })
    const props = (await visit(client, staff, 'requests')).inertiaProps as any
    const byId = new Map(props.map.requests.map((item: any) => [item.id, item]))
    assert.sameMembers([...byId.keys()], [quoted.id, submitted.id])
    const withQuote = byId.get(quoted.id) as any
    assert.equal(withQuote.quoteGrossCents, quote!.grossCents)
    assert.equal(withQuote.dealerName, 'Autosalone Blu')
    assert.equal(withQuote.vehicleCount, 1)
    assert.deepEqual(withQuote.pickup.at, PROVINCE_COORDINATES.BO)
    const waiting = byId.get(submitted.id) as any
    assert.isNull(waiting.quoteGrossCents)
    assert.isTrue(waiting.needsManualQuote)
    const onlyQuoted = (await visit(client, staff, 'requests?state=quoted')).inertiaProps as any
    assert.deepEqual(
      onlyQuoted.map.requests.map((item: any) => item.id),
      [quoted.id]
    )
  })

  test('transporters: base, served regions, capacity, rating; without a base they are only listed', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createStaff()
    const carrier = await createCarrier({ regions: ['veneto', 'lombardia', 'atlantide'] })
    carrier.team.province = 'VR'
    carrier.team.services = { ...carrier.team.services, capacity: 8 }
    await carrier.team.save()
    const noBase = await createCarrier({ regions: ['sicilia'] })
    noBase.team.province = null
    await noBase.team.save()
    const dealer = await createUserWithTeam('dealer')
    const done = await transport(dealer, 'completed')
    await Rating.create({
      transportId: done.id,
      raterTeamId: dealer.team.id,
      ratedTeamId: carrier.team.id,
      direction: 'dealer_to_carrier',
      score1: 5,
      score2: 4,
      score3: 3,
      comment: null,
      createdBy: dealer.user.id,
    })
    const props = (await visit(client, staff, 'transporters')).inertiaProps as any
    const byId = new Map(props.map.transporters.map((item: any) => [item.id, item]))
    const verona = byId.get(carrier.team.id) as any
    assert.deepEqual(verona.regions, ['veneto', 'lombardia'])
    assert.equal(verona.capacity, 8)
    assert.deepEqual(verona.rating, { average: 4, count: 1 })
    assert.deepEqual(verona.base.at, PROVINCE_COORDINATES.VR)
    assert.equal(verona.status, 'verified')
    const unplaced = byId.get(noBase.team.id) as any
    assert.isFalse(unplaced.located)
    assert.isNull(unplaced.base.at)
    const sicily = (await visit(client, staff, 'transporters?region=sicilia')).inertiaProps as any
    assert.deepEqual(
      sicily.map.transporters.map((item: any) => item.id),
      [noBase.team.id]
    )
  })
})

test.group('Maps / bounded queries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every map runs as many queries for many rows as for one', async ({ client, assert }) => {
    const { user: staff } = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const seed = async () => {
      const moving = await transport(dealer, 'in_transit')
      await position(moving.id, 45, 9, 5)
      await transport(dealer, 'published')
      await createRequest(dealer.team, { state: 'quoted' })
      await createCarrier()
    }
    await seed()
    const few = new Map<string, number>()
    for (const kind of KINDS) {
      few.set(kind, (await countQueries(() => visit(client, staff, kind))).queries)
    }
    for (let index = 0; index < 4; index++) await seed()
    for (const kind of KINDS) {
      const many = await countQueries(() => visit(client, staff, kind))
      ;(many.result as any).assertStatus(200)
      assert.equal(many.queries, few.get(kind), kind)
    }
  }).timeout(90000)
})
