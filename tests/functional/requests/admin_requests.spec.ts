import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Quote from '#requests/models/quote'
import { expireQuotes } from '#requests/actions/manage_requests'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest } from '#tests/helpers/request_factories'
import { submitAs } from '#tests/helpers/requests'

test.group('Requests / admin pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff list every team, filtered by dealer, province and manual quote', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const a = await createUserWithTeam('dealer')
    const b = await createUserWithTeam('dealer')
    await createRequest(a.team, {
      state: 'submitted',
      deliveryProvince: 'PA',
      needsManualQuote: true,
    })
    await createRequest(b.team, { state: 'quoted' })

    const all = await client.get('/admin/requests').loginAs(user).withInertia()
    all.assertInertiaComponent('admin/requests/index')
    assert.equal((all.inertiaProps.requests as any).metadata.total, 2)

    const manual = await client
      .get('/admin/requests?manual=1&deliveryProvince=pa')
      .loginAs(user)
      .withInertia()
    const rows = (manual.inertiaProps.requests as any).data
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].team.id, a.team.id)

    const byTeam = await client.get(`/admin/requests?team=${b.team.id}`).loginAs(user).withInertia()
    assert.lengthOf((byTeam.inertiaProps.requests as any).data, 1)
  })

  test('staff create a manual quote: VAT and payout from the settings, request quoted', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const dealer = await createUserWithTeam('dealer')
    const { request } = await createRequest(dealer.team, {
      state: 'submitted',
      needsManualQuote: true,
    })
    const show = await client.get(`/admin/requests/${request.id}`).loginAs(user).withInertia()
    show.assertInertiaPropsContains({ can: { quote: true } })

    await client
      .post(`/admin/requests/${request.id}/quotes`)
      .json({ net: '1.000,00', note: 'Traghetto incluso' })
      .withCsrfToken()
      .loginAs(user)
    await request.refresh()
    assert.equal(request.state, 'quoted')
    assert.isFalse(request.needsManualQuote)
    const quote = await Quote.query().where('transport_request_id', request.id).firstOrFail()
    assert.deepInclude(quote.$attributes, {
      netCents: 100_000,
      vatCents: 22_000,
      grossCents: 122_000,
      commissionCents: 15_000,
      payoutCents: 85_000,
      manual: true,
      state: 'valid',
    })
  })

  test('a bad manual amount is a field error', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('staff')
    const { request } = await createRequest((await createUserWithTeam('dealer')).team, {
      state: 'submitted',
    })
    const response = await submitAs(
      client,
      user,
      'post',
      `/admin/requests/${request.id}/quotes`
    ).json({ net: 'x'.repeat(5000) })
    response.assertStatus(302)
    assert.lengthOf(await Quote.query().where('transport_request_id', request.id), 0)
  })

  test('dealers and transporters get 404 on the admin pages; unknown ids 404', async ({
    client,
  }) => {
    const { request } = await createRequest((await createUserWithTeam('dealer')).team)
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/requests').loginAs(user)).assertStatus(404)
      ;(await client.get(`/admin/requests/${request.id}`).loginAs(user)).assertStatus(404)
    }
    const { user } = await createUserWithTeam('staff')
    ;(await client.get('/admin/requests/99999999').loginAs(user)).assertStatus(404)
  })

  test('expired quotes expire their quoted requests', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const { request, quote } = await createRequest(team, { state: 'quoted' })
    const { quote: fresh } = await createRequest(team, { state: 'quoted' })
    quote!.expiresAt = DateTime.now().minus({ minutes: 1 })
    await quote!.save()
    const result = await expireQuotes()
    assert.equal(result.quotes, 1)
    await request.refresh()
    await quote!.refresh()
    await fresh!.refresh()
    assert.equal(request.state, 'expired')
    assert.equal(quote!.state, 'expired')
    assert.equal(fresh!.state, 'valid')
    assert.deepEqual(await expireQuotes(), { quotes: 0, requests: 0 })
  })
})

test.group('Requests / lists stay fast with 10,000 requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('dealer and admin lists answer a page of 20 with a fixed number of queries', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const staff = await createUserWithTeam('staff')
    const now = DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      team_id: team.id,
      reference: `TR-2026-${String(500_000 + index).padStart(6, '0')}`,
      state: index % 3 === 0 ? 'quoted' : 'draft',
      pickup_city: 'Milano',
      pickup_province: 'MI',
      delivery_city: 'Roma',
      delivery_province: 'RM',
      express: false,
      covered: false,
      extra_insurance: false,
      needs_manual_quote: false,
      created_at: now,
    }))
    for (let index = 0; index < rows.length; index += 500) {
      await db.table('transport_requests').multiInsert(rows.slice(index, index + 500))
    }

    let queries = 0
    const listener = () => {
      queries += 1
    }
    const connection = db.connection() as any
    const emitter = (await import('@adonisjs/core/services/emitter')).default
    const debugBefore = connection.debug
    connection.debug = true
    emitter.on('db:query', listener)
    try {
      for (const [url, who] of [
        ['/dealer/requests', user],
        ['/admin/requests', staff.user],
      ] as const) {
        queries = 0
        const response = await client.get(url).loginAs(who).withInertia()
        response.assertStatus(200)
        const page = response.inertiaProps.requests as {
          data: unknown[]
          metadata: { total: number }
        }
        assert.lengthOf(page.data, 20)
        assert.equal(page.metadata.total, 10_000)
        assert.isAbove(queries, 0, 'the query counter works')
        assert.isAtMost(queries, 14, `${url} ran ${queries} queries`)
      }
    } finally {
      emitter.off('db:query', listener)
      connection.debug = debugBefore
    }
  }).timeout(60_000)
})
