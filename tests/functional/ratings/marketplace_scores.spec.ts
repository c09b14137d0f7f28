import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Team from '#teams/models/team'
import type User from '#identity/models/user'
import Rating from '#ratings/models/rating'
import { CARRIER_PRIVATE_KEYS as PRIVATE_KEYS } from '#tests/helpers/privacy'
import {
  allKeys,
  createCarrier,
  createDealerTransport,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { countQueries } from '#tests/helpers/query_counter'

/** A completed transport of the dealer, rated by its carrier with these scores. */
async function rateDealer(dealer: { user: User; team: Team }, scores: [number, number, number]) {
  const carrier = await createTransporter()
  const { transport } = await createDealerTransport({
    dealer,
    state: 'completed',
    transporterTeamId: carrier.team.id,
  })
  await Rating.create({
    transportId: transport.id,
    raterTeamId: carrier.team.id,
    ratedTeamId: dealer.team.id,
    direction: 'carrier_to_dealer',
    score1: scores[0],
    score2: scores[1],
    score3: scores[2],
    comment: 'Nome del concessionario: Rossi Auto',
    createdBy: carrier.user.id,
  })
}

test.group('Ratings / the dealer score on the marketplace', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the carrier sees the dealer's score, never who the dealer is", async ({
    client,
    assert,
  }) => {
    const rated = await createDealerTransport()
    await rateDealer(rated, [5, 5, 4])
    await rateDealer(rated, [4, 4, 4])
    const unrated = await createDealerTransport()
    const { user } = await createCarrier()
    const list = await client.get('/transporter/marketplace').loginAs(user).withInertia()
    const props = list.inertiaProps as any
    const byId = new Map(props.transports.data.map((row: any) => [row.id, row]))
    /* (5+5+4+4+4+4) / 6 = 4.33 → 4.3 */
    assert.deepEqual((byId.get(rated.transport.id) as any).dealerScore, {
      average: 4.3,
      count: 2,
      dryRuns: { siteClosed: 0, vehicleNotReady: 0 },
    })
    assert.deepEqual((byId.get(unrated.transport.id) as any).dealerScore, {
      average: null,
      count: 0,
      dryRuns: { siteClosed: 0, vehicleNotReady: 0 },
    })
    assert.deepEqual(
      allKeys(props.transports).filter((key) => PRIVATE_KEYS.includes(key)),
      []
    )
    assert.notInclude(JSON.stringify(props.transports), rated.team.name)
    assert.notInclude(JSON.stringify(props.transports), 'Rossi Auto')

    const show = await client
      .get(`/transporter/marketplace/${rated.transport.id}`)
      .loginAs(user)
      .withInertia()
    show.assertStatus(200)
    const page = show.inertiaProps as any
    assert.deepEqual(page.dealerScore, {
      average: 4.3,
      count: 2,
      dryRuns: { siteClosed: 0, vehicleNotReady: 0 },
    })
    const offer = { transport: page.transport, dealerScore: page.dealerScore }
    assert.deepEqual(
      allKeys(offer).filter((key) => PRIVATE_KEYS.includes(key)),
      []
    )
    assert.notInclude(JSON.stringify(offer), rated.team.name)
  })

  test('the scores of a page cost one query, whatever the number of dealers', async ({
    client,
    assert,
  }) => {
    const { user } = await createCarrier()
    const first = await createDealerTransport()
    await rateDealer(first, [3, 3, 3])
    const few = await countQueries(() =>
      client.get('/transporter/marketplace').loginAs(user).withInertia()
    )
    for (let index = 0; index < 22; index++) {
      const dealer = await createDealerTransport()
      if (index % 2 === 0) await rateDealer(dealer, [4, 5, 3])
    }
    const many = await countQueries(() =>
      client.get('/transporter/marketplace').loginAs(user).withInertia()
    )
    assert.equal(many.queries, few.queries)
    const rows = (many.result.inertiaProps as any).transports.data
    assert.lengthOf(rows, 20)
    assert.isAbove(rows.filter((row: any) => row.dealerScore.count === 1).length, 5)
  })
})
