import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createUserWithTeam } from '#tests/helpers/factories'
import { countQueries } from '#tests/helpers/query_counter'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { ANALYTICS_KINDS } from '#analytics/domain/filters'
import { TIME_ZONE } from '#shared/time_zone'
import { analyticsFixture, RANGE } from './fixtures.js'

const today = () => DateTime.now().setZone(TIME_ZONE)

test.group('Analytics / pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each page renders its tables for staff, the last 90 days by default', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    for (const kind of ANALYTICS_KINDS) {
      const response = await client.get(`/admin/analytics/${kind}`).loginAs(staff).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('admin/analytics/show')
      const props = response.inertiaProps as any
      assert.equal(props.kind, kind)
      assert.equal(props.filters.to, today().toISODate())
      assert.equal(props.filters.from, today().minus({ days: 89 }).toISODate())
      assert.equal(props.filters.period, 'week')
      assert.isAbove(props.tables.length, 0)
      for (const table of props.tables) {
        assert.isArray(table.rows)
        assert.isAbove(table.columns.length, 0)
      }
    }
  }).timeout(120_000)

  test('filters come from the URL; malformed or impossible values are dropped, never a 500', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    await analyticsFixture()
    const visit = (query: string) =>
      client.get(`/admin/analytics/routes?${query}`).loginAs(staff).withInertia()
    const march = (await visit(`${RANGE}&pickupRegion=piemonte`)).inertiaProps as any
    assert.deepInclude(march.filters, {
      from: '2026-03-01',
      to: '2026-03-31',
      period: 'month',
      pickupRegion: 'piemonte',
    })
    const regions = march.tables.find((table: any) => table.key === 'route_regions')
    assert.deepEqual(
      regions.rows.map((row: any) => row.route),
      ['Piemonte → Campania', 'Piemonte → Lazio']
    )
    for (const query of [
      'from=2026-02-31&to=nope&period=year&pickupRegion=atlantide&teamKind=staff',
      'from=2026-03-31&to=2026-03-01',
      'from=2020-01-01&to=2026-03-01',
      'from[]=x&period[]=week',
    ]) {
      const response = await visit(query)
      response.assertStatus(200)
      const props = response.inertiaProps as any
      assert.equal(props.filters.to, today().toISODate(), query)
      assert.equal(props.filters.from, today().minus({ days: 89 }).toISODate(), query)
      assert.isNull(props.filters.pickupRegion)
      assert.isNull(props.filters.teamKind)
    }
  }).timeout(120_000)

  test('a table exports as CSV for Excel: BOM, semicolons, decimal comma, dd/MM/yyyy, translated headers', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    await analyticsFixture()
    const carriers = await client
      .get(`/admin/analytics/transporters/export?${RANGE}&table=transporters`)
      .loginAs(staff)
    carriers.assertStatus(200)
    assert.match(carriers.header('content-type') ?? '', /^text\/csv; charset=utf-8/)
    assert.match(
      carriers.header('content-disposition') ?? '',
      /transporters_2026-03-01_2026-03-31\.csv/
    )
    const text = carriers.text()
    assert.equal(text.charCodeAt(0), 0xfeff)
    const lines = text.slice(1).split('\r\n')
    assert.equal(
      lines[0],
      'Team;Presi;Al compenso indicato;Con offerta;Ritiri;Ritiri puntuali;Consegne;Consegne puntuali;Annullamenti tardivi;Mancati ritiri;Contestazioni;Valutazione;Valutazioni;Pagamenti ricevuti'
    )
    assert.include(lines, 'Xeno Trasporti;2;1;1;1;100,00;1;0,00;1;1;1;4,67;1;425,00')
    assert.include(lines, 'Ypsilon Bisarche;1;1;0;1;0,00;1;100,00;0;0;0;;0;0,00')
    const trend = await client
      .get(`/admin/analytics/dealers/export?${RANGE}&table=dealers_trend`)
      .loginAs(staff)
    assert.deepEqual(trend.text().slice(1).split('\r\n'), [
      'Periodo dal;Richieste;Ordini;Fatturato (lordo)',
      '01/03/2026;5;4;2440,00',
      '',
    ])
    const teams = await client
      .get(`/admin/analytics/teams/export?${RANGE}&table=teams`)
      .loginAs(staff)
      .header('Accept-Language', 'en')
    assert.include(teams.text(), 'Alfa Auto;')
    const routes = await client
      .get(`/admin/analytics/routes/export?${RANGE}&table=route_regions`)
      .loginAs(staff)
    assert.include(routes.text(), 'Lombardia → Campania;2;2;0,64;24,0;3,9;0')
    ;(await client.get('/admin/analytics/routes/export?table=dealers').loginAs(staff)).assertStatus(
      404
    )
    ;(await client.get('/admin/analytics/routes/export').loginAs(staff)).assertStatus(404)
  }).timeout(120_000)

  test('dealers, transporters and guests cannot reach the pages or the exports', async ({
    client,
    assert,
  }) => {
    await analyticsFixture()
    const before = await db.from('transports').count('* as n')
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      for (const page of ANALYTICS_KINDS) {
        ;(await client.get(`/admin/analytics/${page}`).loginAs(user)).assertStatus(404)
        ;(
          await client.get(`/admin/analytics/${page}/export?table=${page}`).loginAs(user)
        ).assertStatus(404)
      }
    }
    ;(await client.get('/admin/analytics/prices')).assertRedirectsTo('/login')
    assert.deepEqual(await db.from('transports').count('* as n'), before)
  }).timeout(120_000)

  test('each page runs a fixed number of queries, whatever the data', async ({
    client,
    assert,
  }) => {
    const { user: staff } = await createUserWithTeam('staff')
    const visit = (kind: string) =>
      client.get(`/admin/analytics/${kind}?${RANGE}`).loginAs(staff).withInertia()
    const empty: Record<string, number> = {}
    for (const kind of ANALYTICS_KINDS)
      empty[kind] = (await countQueries(() => visit(kind))).queries
    await analyticsFixture()
    for (let index = 0; index < 3; index++) await createDealerTransport()
    for (const kind of ANALYTICS_KINDS) {
      const full = await countQueries(() => visit(kind))
      full.result.assertStatus(200)
      assert.equal(full.queries, empty[kind], kind)
      assert.isAtMost(full.queries, 20, kind)
    }
  }).timeout(120_000)
})
