import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import SavedSearch from '#marketplace/models/saved_search'
import { MAX_SAVED_SEARCHES } from '#marketplace/domain/filters'
import { createCarrier, createDealerTransport } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

async function savedSearches(client: any, user: any, query = '') {
  const response = await client
    .get(`/transporter/marketplace${query}`)
    .loginAs(user)
    .withInertiaPartialReload('transporter/marketplace/index', ['savedSearches'])
  return response
}

test.group('Marketplace / saved searches', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a carrier saves the list filters under a name; malformed filters are dropped', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    const response = await submitAs(client, user, 'post', '/transporter/marketplace/searches')
      .header('referer', '/transporter/marketplace?pickupRegion=lombardia')
      .form({
        name: '  Lombardia, molti veicoli ',
        filters: { pickupRegion: 'lombardia', minVehicles: '3', sort: 'payout', to: 'nonsense' },
      })
    response.assertStatus(302)
    const rows = await SavedSearch.query().where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].teamId, team.id)
    assert.equal(rows[0].name, 'Lombardia, molti veicoli')
    assert.deepEqual(rows[0].filters, {
      pickupRegion: 'lombardia',
      minVehicles: '3',
      sort: 'payout',
    })
  })

  test('a name is used once and at most ten searches are kept; nothing else is written', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    await SavedSearch.create({
      userId: user.id,
      teamId: team.id,
      name: 'Nord',
      filters: {},
      lastSeenAt: DateTime.now(),
    })
    const taken = await submitAs(client, user, 'post', '/transporter/marketplace/searches')
      .header('referer', '/transporter/marketplace')
      .form({ name: 'Nord' })
    taken.assertStatus(302)
    assert.deepEqual((taken.flashMessages() as any).inputErrorsBag.name, [
      'Hai già una ricerca con questo nome.',
    ])
    assert.lengthOf(await SavedSearch.query().where('user_id', user.id), 1)

    for (let index = 1; index < MAX_SAVED_SEARCHES; index++)
      await SavedSearch.create({
        userId: user.id,
        teamId: team.id,
        name: `Ricerca ${index}`,
        filters: {},
        lastSeenAt: DateTime.now(),
      })
    const tooMany = await submitAs(client, user, 'post', '/transporter/marketplace/searches')
      .header('referer', '/transporter/marketplace')
      .form({ name: 'Undicesima' })
    tooMany.assertStatus(302)
    assert.deepEqual((tooMany.flashMessages() as any).inputErrorsBag.name, [
      'Puoi salvare al massimo 10 ricerche: eliminane una.',
    ])
    assert.lengthOf(await SavedSearch.query().where('user_id', user.id), MAX_SAVED_SEARCHES)
    assert.isNull(await SavedSearch.findBy('name', 'Undicesima'))

    const empty = await submitAs(client, user, 'post', '/transporter/marketplace/searches')
      .header('referer', '/transporter/marketplace')
      .form({ name: '   ' })
    empty.assertStatus(302)
    assert.exists((empty.flashMessages() as any).inputErrorsBag.name)
    assert.lengthOf(await SavedSearch.query().where('user_id', user.id), MAX_SAVED_SEARCHES)
  })

  test('searches are private to their user: another user can neither see nor delete them', async ({
    client,
    assert,
  }) => {
    const owner = await createCarrier()
    const other = await createCarrier()
    const search = await SavedSearch.create({
      userId: owner.user.id,
      teamId: owner.team.id,
      name: 'Mia',
      filters: {},
      lastSeenAt: DateTime.now(),
    })
    const theirs = await savedSearches(client, other.user)
    assert.deepEqual((theirs.inertiaProps as any).savedSearches, [])

    const refused = await submitAs(
      client,
      other.user,
      'delete',
      `/transporter/marketplace/searches/${search.id}`
    )
    refused.assertStatus(404)
    assert.isNotNull(await SavedSearch.find(search.id))

    const huge = await submitAs(
      client,
      owner.user,
      'delete',
      '/transporter/marketplace/searches/99999999999999999999'
    )
    huge.assertStatus(404)

    const deleted = await submitAs(
      client,
      owner.user,
      'delete',
      `/transporter/marketplace/searches/${search.id}`
    ).header('referer', '/transporter/marketplace')
    deleted.assertStatus(302)
    assert.isNull(await SavedSearch.find(search.id))
  })

  test('a search counts the transports published since it was last opened; opening it marks them seen', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier({ regions: ['lombardia'] })
    const { transport: old } = await createDealerTransport()
    const search = await SavedSearch.create({
      userId: user.id,
      teamId: team.id,
      name: 'Lombardia',
      filters: { pickupRegion: 'lombardia' },
      lastSeenAt: DateTime.now().plus({ seconds: 1 }),
    })
    const other = await SavedSearch.create({
      userId: user.id,
      teamId: team.id,
      name: 'Sicilia',
      filters: { pickupRegion: 'sicilia' },
      lastSeenAt: DateTime.now().minus({ days: 1 }),
    })
    /* Published after the search was last seen. */
    const { transport: fresh } = await createDealerTransport()
    fresh.createdAt = DateTime.now().plus({ seconds: 5 })
    await fresh.save()

    const before = await savedSearches(client, user)
    const rows = (before.inertiaProps as any).savedSearches
    assert.deepEqual(
      rows.map((row: any) => [row.name, row.fresh]),
      [
        ['Lombardia', 1],
        ['Sicilia', 0],
      ]
    )
    assert.deepEqual(rows[0].filters, { pickupRegion: 'lombardia' })

    const opened = await client
      .get(`/transporter/marketplace?pickupRegion=lombardia&search=${search.id}`)
      .loginAs(user)
      .withInertia()
    const props = opened.inertiaProps as any
    assert.equal(props.openedSearch, search.id)
    assert.isString(props.newSince)
    const ids = props.transports.data.map((row: any) => row.id)
    assert.sameMembers(ids, [old.id, fresh.id])
    await search.refresh()
    assert.isTrue(search.lastSeenAt > DateTime.now().minus({ minutes: 1 }))

    /* Another user's search id opens nothing and marks nothing. */
    const stranger = await createCarrier()
    const foreign = await client
      .get(`/transporter/marketplace?search=${other.id}`)
      .loginAs(stranger.user)
      .withInertia()
    assert.isNull((foreign.inertiaProps as any).openedSearch)
    const lastSeen = other.lastSeenAt.toMillis()
    await other.refresh()
    assert.equal(Math.floor(other.lastSeenAt.toMillis() / 1000), Math.floor(lastSeen / 1000))
  })

  test('the saved searches cost one query each, at most ten, whatever the list size', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createCarrier()
    await SavedSearch.create({
      userId: user.id,
      teamId: team.id,
      name: 'Una',
      filters: {},
      lastSeenAt: DateTime.now().minus({ days: 1 }),
    })
    await createDealerTransport()
    await savedSearches(client, user) /* warms what the app caches once */
    const few = await countQueries(() => savedSearches(client, user))
    for (let index = 0; index < 5; index++) await createDealerTransport()
    const many = await countQueries(() => savedSearches(client, user))
    assert.equal(many.queries, few.queries)
    assert.deepEqual(
      (many.result.inertiaProps as any).savedSearches.map((row: any) => row.fresh),
      [6]
    )
    assert.isAtMost(many.queries, 12)
  })
})
