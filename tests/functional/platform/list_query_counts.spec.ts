import { test } from '@japa/runner'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { countQueries } from '#tests/helpers/query_counter'
import User from '#identity/models/user'
import { todayInRome } from '#shared/time_zone'

const now = () => DateTime.now().toUTC().toSQL({ includeOffset: false })!
const insertedId = (row: any) => (typeof row === 'object' ? row.id : row)

/** n paid orders, each with its quote, request and transport (half assigned to carriers). */
async function paidTransports(dealerTeamId: number, carrierIds: number[], n: number, tag: string) {
  for (let index = 0; index < n; index++) {
    const code = `${tag}${String(index).padStart(5, '0')}`
    const [request] = await db
      .table('transport_requests')
      .insert({
        team_id: dealerTeamId,
        reference: `R${code}`,
        state: 'ordered',
        pickup_province: 'MI',
        delivery_province: 'RM',
        created_at: now(),
      })
      .returning('id')
    const [quote] = await db
      .table('quotes')
      .insert({
        transport_request_id: insertedId(request),
        team_id: dealerTeamId,
        state: 'ordered',
        net_cents: 30000,
        vat_cents: 6600,
        gross_cents: 36600,
        payout_cents: 25500,
        commission_cents: 4500,
        breakdown: '{}',
        inputs: '{}',
        settings_version: 0,
        expires_at: now(),
        created_at: now(),
      })
      .returning('id')
    const [order] = await db
      .table('orders')
      .insert({
        team_id: dealerTeamId,
        reference: `O${code}`,
        state: 'paid',
        payment_method: 'wallet',
        net_cents: 30000,
        vat_cents: 6600,
        gross_cents: 36600,
        paid_at: now(),
        created_at: now(),
      })
      .returning('id')
    await db.table('order_items').insert({
      order_id: insertedId(order),
      quote_id: insertedId(quote),
      transport_request_id: insertedId(request),
      net_cents: 30000,
      vat_cents: 6600,
      gross_cents: 36600,
    })
    const place = (prefix: string, city: string, province: string, region: string) => ({
      [`${prefix}_street`]: 'Via Roma 1',
      [`${prefix}_cap`]: '20100',
      [`${prefix}_city`]: city,
      [`${prefix}_province`]: province,
      [`${prefix}_region`]: region,
    })
    await db.table('transports').insert({
      reference: `T${code}`,
      team_id: dealerTeamId,
      order_id: insertedId(order),
      transport_request_id: insertedId(request),
      quote_id: insertedId(quote),
      transporter_team_id: index % 2 === 0 ? carrierIds[index % carrierIds.length] : null,
      state: index % 2 === 0 ? 'assigned' : 'published',
      ...place('pickup', 'Milano', 'MI', 'lombardia'),
      ...place('delivery', 'Roma', 'RM', 'lazio'),
      vehicle_count: 1,
      distance_km: 596,
      net_cents: 30000,
      payout_cents: 25500,
      tracking_token: `token-${code}`,
      created_at: now(),
    })
  }
}

test.group('List pages run a fixed number of queries (no N+1)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('transports, orders, cart, wallet, calendars, dashboards and the API do not grow with the rows shown', async ({
    client,
    assert,
  }) => {
    const { user: dealer, team } = await createUserWithTeam('dealer')
    const { team: otherDealer } = await createUserWithTeam('dealer')
    const { user: admin } = await createUserWithTeam('staff')
    const { user: carrier, team: carrierTeam } = await createUserWithTeam('transporter')
    const carriers = [carrierTeam.id, (await createUserWithTeam('transporter')).team.id]
    await paidTransports(team.id, carriers, 30, 'a')
    await paidTransports(otherDealer.id, carriers, 10, 'b')
    for (const teamId of [team.id, otherDealer.id]) {
      await creditWallet(teamId, 1_000_000, {
        source: 'bank',
        kind: 'bank_transfer',
        byUserId: null,
      })
    }

    /* every quote of the dealer in its cart (ordered already: shown as unavailable) */
    const quotes = await db.from('quotes').where('team_id', team.id).select('id')
    await db
      .table('cart_items')
      .multiInsert(
        quotes.map((quote: any) => ({ team_id: team.id, quote_id: quote.id, created_at: now() }))
      )
    /* today's work of the carrier, on its dashboard */
    await db
      .from('transports')
      .where('transporter_team_id', carrierTeam.id)
      .update({ pickup_on: todayInRome(), delivery_estimate_on: todayInRome() })
    await db
      .from('transports')
      .where('team_id', team.id)
      .whereNull('transporter_team_id')
      .update({ pickup_on: todayInRome(), delivery_estimate_on: todayInRome() })
    const token = (await User.accessTokens.create(dealer, ['read'], { name: 'count' })).value!

    const pages = [
      ['/dealer/transports', dealer],
      ['/admin/transports', admin],
      ['/dealer/orders', dealer],
      ['/admin/orders', admin],
      ['/admin/wallet', admin],
      ['/dealer/payments/wallet', dealer],
      ['/dealer/calendar', dealer],
      ['/admin/calendar', admin],
      ['/dealer/cart', dealer],
      ['/dealer', dealer],
      /* the staff dashboard: sixteen KPI counts of its own, the charts' three
         daily series and the live feed's four sources, whatever the rows */
      ['/admin', admin, 26],
      ['/transporter', carrier],
    ] as const
    for (const [url, who, bound = 16] of pages as readonly (readonly [string, User, number?])[]) {
      const { result: response, queries } = await countQueries(() =>
        client.get(url).loginAs(who).withInertia()
      )
      response.assertStatus(200)
      assert.isAbove(queries, 0, 'the query counter works')
      assert.isAtMost(queries, bound, `${url} ran ${queries} queries`)
    }
    const cart = await client.get('/dealer/cart').loginAs(dealer).withInertia()
    assert.lengthOf((cart.inertiaProps as any).cart.items, 30)
    for (const url of ['/api/v1/transports?perPage=100', '/api/v1/transports?page=2&perPage=10']) {
      const { result: response, queries } = await countQueries(() =>
        client.get(url).bearerToken(token.release())
      )
      response.assertStatus(200)
      assert.isAtMost(queries, 10, `${url} ran ${queries} queries`)
    }
  }).timeout(60_000)
})
