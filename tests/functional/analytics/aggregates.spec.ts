import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { calendarDay } from '#core/database/plain_rows'
import { ANALYTICS_KINDS, parseAnalyticsFilters } from '#analytics/domain/filters'
import { refreshAnalyticsRollups } from '#analytics/actions/refresh_rollups'
import { RECURRING_JOBS } from '#start/scheduler'
import { analyticsTables } from '#analytics/queries/pages'
import { forgetStoredFacts } from '#analytics/queries/rollups'
import emitter from '@adonisjs/core/services/emitter'
import type { Row, Table } from '#analytics/domain/report'
import { analyticsFixture, at, RANGE } from './fixtures.js'

const filters = (extra: Record<string, string> = {}) =>
  parseAnalyticsFilters({ from: '2026-03-01', to: '2026-03-31', period: 'month', ...extra })

const table = (tables: Table[], key: string) => tables.find((item) => item.key === key)!
const row = (rows: Row[], key: string, value: string) => rows.find((item) => item[key] === value)

/** Every figure of the fixture (tests/functional/analytics/fixtures.ts) computed by hand. */
test.group('Analytics / aggregates against a hand-computed dataset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('dealers: requests, conversion, orders, revenue, cancellations, dry runs, rating, trend', async ({
    assert,
  }) => {
    await analyticsFixture()
    const tables = await analyticsTables('dealers', filters())
    const dealers = table(tables, 'dealers').rows
    assert.deepEqual(row(dealers, 'team', 'Alfa Auto'), {
      team: 'Alfa Auto',
      requests: 3,
      quotes: 3,
      ordered: 2,
      conversion: 0.6667,
      orders: 2,
      revenue: 122_000,
      averagePrice: 61_000,
      cancellations: 1,
      dryRuns: 1,
      rating: 4,
      ratings: 1,
    })
    assert.deepEqual(row(dealers, 'team', 'Beta Motori'), {
      team: 'Beta Motori',
      requests: 2,
      quotes: 2,
      ordered: 2,
      conversion: 1,
      orders: 2,
      revenue: 122_000,
      averagePrice: 61_000,
      cancellations: 0,
      dryRuns: 0,
      rating: null,
      ratings: 0,
    })
    assert.notExists(row(dealers, 'team', 'Xeno Trasporti'))
    assert.deepEqual(table(tables, 'dealers_trend').rows, [
      { bucket: '2026-03-01', requests: 5, orders: 4, revenue: 244_000 },
    ])
    const april = await analyticsTables(
      'dealers',
      parseAnalyticsFilters({ from: '2026-04-01', to: '2026-04-30' })
    )
    assert.deepEqual(row(table(april, 'dealers').rows, 'team', 'Alfa Auto'), {
      team: 'Alfa Auto',
      requests: 1,
      quotes: 1,
      ordered: 1,
      conversion: 1,
      orders: 1,
      revenue: 61_000,
      averagePrice: 61_000,
      cancellations: 0,
      dryRuns: 0,
      rating: null,
      ratings: 0,
    })
    const weeks = table(april, 'dealers_trend').rows
    assert.deepEqual(
      weeks.map((item) => item.bucket),
      ['2026-03-30', '2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27']
    )
    assert.deepEqual(
      weeks.map((item) => item.orders),
      [0, 0, 1, 0, 0]
    )
  })

  test('transporters: buy-now and bids, on time in Europe/Rome, late cancellations, disputes, payouts', async ({
    assert,
  }) => {
    await analyticsFixture()
    const tables = await analyticsTables('transporters', filters())
    const carriers = table(tables, 'transporters').rows
    assert.deepEqual(row(carriers, 'team', 'Xeno Trasporti'), {
      team: 'Xeno Trasporti',
      awarded: 2,
      buyNow: 1,
      byBid: 1,
      pickups: 1,
      pickupOnTime: 1,
      deliveries: 1,
      deliveryOnTime: 0,
      lateCancellations: 1,
      dryRuns: 1,
      disputes: 1,
      rating: 4.67,
      ratings: 1,
      payouts: 42_500,
    })
    /* picked up at 00:30 in Rome the day after its day (still the day before in UTC): late */
    assert.deepEqual(row(carriers, 'team', 'Ypsilon Bisarche'), {
      team: 'Ypsilon Bisarche',
      awarded: 1,
      buyNow: 1,
      byBid: 0,
      pickups: 1,
      pickupOnTime: 0,
      deliveries: 1,
      deliveryOnTime: 1,
      lateCancellations: 0,
      dryRuns: 0,
      disputes: 0,
      rating: null,
      ratings: 0,
      payouts: 0,
    })
    assert.deepEqual(carriers.map((item) => item.team).slice(0, 2), [
      'Xeno Trasporti',
      'Ypsilon Bisarche',
    ])
    assert.deepEqual(table(tables, 'transporters_trend').rows, [
      { bucket: '2026-03-01', buyNow: 2, byBid: 1 },
    ])
  })

  test('routes: region and province pairs, price per vehicle-km, time to award, lead time, unserved demand', async ({
    assert,
  }) => {
    await analyticsFixture()
    const tables = await analyticsTables('routes', filters())
    assert.deepEqual(table(tables, 'route_regions').rows, [
      {
        route: 'Lombardia → Campania',
        transports: 2,
        vehicles: 2,
        pricePerKm: 0.64,
        hoursToAward: 24,
        leadDays: 3.9,
        unawarded: 0,
      },
      {
        route: 'Piemonte → Campania',
        transports: 1,
        vehicles: 1,
        pricePerKm: 0.64,
        hoursToAward: 24,
        leadDays: 3.9,
        unawarded: 0,
      },
      {
        route: 'Piemonte → Lazio',
        transports: 1,
        vehicles: 1,
        pricePerKm: 0.64,
        hoursToAward: null,
        leadDays: null,
        unawarded: 1,
      },
    ])
    assert.deepEqual(table(tables, 'route_unserved').rows, [
      { route: 'Piemonte → Lazio', unawarded: 1, transports: 1 },
    ])
    assert.deepEqual(
      table(tables, 'route_provinces').rows.map((item) => [item.route, item.transports]),
      [
        ['MI → NA', 2],
        ['TO → NA', 1],
        ['TO → RM', 1],
      ]
    )
    const fromPiemonte = await analyticsTables('routes', filters({ pickupRegion: 'piemonte' }))
    assert.deepEqual(
      table(fromPiemonte, 'route_regions').rows.map((item) => item.route),
      ['Piemonte → Campania', 'Piemonte → Lazio']
    )
  })

  test('prices: by category and distance band, acceptance by price band, trend, pricing versions', async ({
    assert,
  }) => {
    await analyticsFixture()
    const tables = await analyticsTables('prices', filters())
    assert.deepEqual(table(tables, 'price_categories').rows, [
      { category: 'car', band: '≥ 600 km', quotes: 5, pricePerKm: 0.59 },
    ])
    assert.deepEqual(table(tables, 'price_acceptance').rows, [
      { band: '0,00–0,50 €/km', quotes: 1, ordered: 0, acceptance: 0 },
      { band: '0,50–0,75 €/km', quotes: 4, ordered: 4, acceptance: 1 },
      { band: '0,75–1,00 €/km', quotes: 0, ordered: 0, acceptance: null },
      { band: '1,00–1,50 €/km', quotes: 0, ordered: 0, acceptance: null },
      { band: '≥ 1,50 €/km', quotes: 0, ordered: 0, acceptance: null },
    ])
    assert.deepEqual(table(tables, 'price_trend').rows, [
      { bucket: '2026-03-01', quotes: 5, manualQuotes: 0, margin: 7_500 },
    ])
    const [version] = table(tables, 'price_versions').rows
    assert.deepInclude(version, {
      version: 'v1',
      quotes: 5,
      ordered: 4,
      acceptance: 0.8,
      manualQuotes: 0,
      pricePerKm: 0.59,
      commission: 33_000,
    })
  })

  test('teams: members, active users, requests per member, bids, pending invitations', async ({
    assert,
  }) => {
    await analyticsFixture()
    const [teams] = await analyticsTables('teams', filters())
    assert.deepInclude(row(teams.rows, 'team', 'Alfa Auto'), {
      kind: 'dealer',
      members: 1,
      activeUsers: 1,
      requests: 3,
      requestsPerMember: 3,
      bids: 0,
      invitationsPending: 1,
    })
    assert.deepInclude(row(teams.rows, 'team', 'Beta Motori'), {
      activeUsers: 1,
      requests: 2,
      requestsPerMember: 2,
      invitationsPending: 0,
    })
    assert.deepInclude(row(teams.rows, 'team', 'Xeno Trasporti'), {
      kind: 'transporter',
      members: 1,
      activeUsers: 0,
      requests: 0,
      bids: 1,
    })
    const carriers = await analyticsTables('teams', filters({ teamKind: 'transporter' }))
    assert.isTrue(carriers[0].rows.every((item) => item.kind === 'transporter'))
    assert.notExists(row(carriers[0].rows, 'team', 'Alfa Auto'))
  })

  test('the fixture range is the one the HTTP tests use', ({ assert }) => {
    assert.equal(RANGE, 'from=2026-03-01&to=2026-03-31&period=month')
  })
})

test.group('Analytics / daily rollups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /* the fixture's month by month and by week, and a range starting mid-week */
  const RANGES = [
    filters(),
    filters({ period: 'week' }),
    parseAnalyticsFilters({ from: '2026-03-04', to: '2026-03-27', period: 'week' }),
    parseAnalyticsFilters({ from: '2026-02-18', to: '2026-04-09', period: 'month' }),
  ]
  const everyPage = async () => {
    const tables: Record<string, Table[]> = {}
    for (const [index, range] of RANGES.entries())
      for (const kind of ANALYTICS_KINDS)
        tables[`${kind} ${index}`] = await analyticsTables(kind, range)
    return tables
  }
  const stored = async () => Number((await db.from('analytics_daily').count('* as n'))[0].n)

  test('the pages give the same figures from the rollups as from the sources, wherever the rollups stop', async ({
    assert,
  }) => {
    await analyticsFixture()
    const live = await everyPage()
    assert.equal(await stored(), 0)

    /* rolled up to the middle of the range (a Wednesday): the first part from the rollups, whole weeks and days, the rest from the sources */
    const half = await refreshAnalyticsRollups({ today: '2026-03-11' })
    assert.deepEqual([half.from, half.until], [null, '2026-03-11'])
    assert.isAbove(await stored(), 0)
    assert.deepEqual(await everyPage(), live)
    /* and to a Monday (the week before is whole, the new one not) */
    await refreshAnalyticsRollups({ today: '2026-03-16', all: true })
    assert.deepEqual(await everyPage(), live)
    const weekly = await db.from('analytics_daily').where('span', 'week').select('day')
    assert.isAbove(weekly.length, 0)
    /* every weekly row ends on a Sunday before the day the rollups stop */
    for (const { day } of weekly) {
      const sunday = DateTime.fromISO(calendarDay(day)!)
      assert.equal(sunday.weekday, 7)
      assert.isTrue(sunday.toISODate()! < '2026-03-16', calendarDay(day)!)
    }

    /* rolled up to today: the whole range from the rollups; days since the last refresh rewritten */
    const all = await refreshAnalyticsRollups()
    assert.equal(all.from, '2026-03-16')
    assert.deepEqual(await everyPage(), live)
    const rows = await stored()
    assert.isAbove(rows, 0)

    /* a refresh rewrites its days: run again, the same rows, nothing twice */
    await refreshAnalyticsRollups()
    await refreshAnalyticsRollups({ all: true })
    assert.equal(await stored(), rows)
    assert.deepEqual(await everyPage(), live)
  }).timeout(120_000)

  test('a range reads the stored rows once per refresh; what happened since still counts', async ({
    assert,
  }) => {
    await analyticsFixture()
    await refreshAnalyticsRollups({ today: '2026-03-16' })
    const readsStored = async () => {
      const sql: string[] = []
      const listener = (query: { sql: string }) => sql.push(query.sql)
      const connection = db.connection() as any
      connection.debug = true
      emitter.on('db:query', listener)
      try {
        const tables = await everyPage()
        return { tables, stored: sql.some((text) => text.includes('analytics_daily')) }
      } finally {
        emitter.off('db:query', listener)
        connection.debug = false
      }
    }
    const first = await readsStored()
    assert.isTrue(first.stored)
    /* the same ranges again: the stored part is kept, only the sources since the refresh are read */
    const again = await readsStored()
    assert.isFalse(again.stored)
    assert.deepEqual(again.tables, first.tables)

    /* T4 (published on the 20th, after the refresh) cancelled on the 21st: seen at once */
    const [t4] = await db
      .from('transports')
      .where('created_at', at('2026-03-20T12:00'))
      .select('id')
    await db
      .from('transports')
      .where('id', t4.id)
      .update({ state: 'cancelled', cancelled_at: at('2026-03-21T09:00') })
    const changed = await readsStored()
    assert.isFalse(changed.stored)
    assert.notDeepEqual(changed.tables, first.tables)
    const beta = (tables: Table[]) => row(table(tables, 'dealers').rows, 'team', 'Beta Motori')!
    assert.equal(
      beta(changed.tables['dealers 0']).cancellations,
      Number(beta(first.tables['dealers 0']).cancellations) + 1
    )
    /* the routes' tables too (kept with the stored rows while nothing new happens): T4 no longer unserved */
    const unserved = (tables: Table[]) => table(tables, 'route_unserved').rows
    assert.isNotEmpty(unserved(first.tables['routes 0']))
    assert.deepEqual(unserved(again.tables['routes 0']), unserved(first.tables['routes 0']))
    assert.isEmpty(unserved(changed.tables['routes 0']))
    forgetStoredFacts()
    assert.deepEqual((await readsStored()).tables, changed.tables)

    /* a refresh writes a new version: the stored rows are read again, with the same figures */
    await refreshAnalyticsRollups({ today: '2026-03-25' })
    const refreshed = await readsStored()
    assert.isTrue(refreshed.stored)
    assert.deepEqual(refreshed.tables, changed.tables)
  }).timeout(120_000)

  test('the rollups hold a day per fact and key, not a row per transport', async ({ assert }) => {
    await analyticsFixture()
    await refreshAnalyticsRollups()
    const requests = await db
      .from('analytics_daily')
      .where('fact', 'requests.submitted')
      .where('span', 'day')
      .select('day', 'k1', 'm1')
    /* the fixture's requests were submitted on a few days: one row per day and team, summed */
    const total = requests.reduce((sum, daily) => sum + Number(daily.m1), 0)
    const submitted = await db
      .from('transport_requests')
      .whereNotNull('submitted_at')
      .count('* as n')
    assert.equal(total, Number(submitted[0].n))
    assert.isBelow(requests.length, Number(submitted[0].n))
  }).timeout(120_000)

  test('the refresh is scheduled every 15 minutes', ({ assert }) => {
    const job = RECURRING_JOBS.find((entry) => entry.id === 'analytics:rollups')
    assert.equal(job?.everyMinutes, 15)
  })
})
