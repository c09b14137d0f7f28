import { test } from '@japa/runner'
import { adjustWallet, creditWallet } from '#wallet/actions/wallet_movements'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { nowInRome } from '#shared/time_zone'

const now = () => DateTime.now().toUTC().toSQL({ includeOffset: false })!
const romeDay = (days = 0) => nowInRome().plus({ days }).toISODate()!
let sequence = 0
/** Short unique references (the columns hold 20 characters). */
const ref = (prefix: string) => `${prefix}${(Date.now() % 1e8).toString(36)}${sequence}`

async function request(teamId: number, state: string) {
  sequence += 1
  const [row] = await db
    .table('transport_requests')
    .insert({
      team_id: teamId,
      reference: ref('TR'),
      state,
      pickup_province: 'BO',
      delivery_province: 'MI',
      submitted_at: state === 'draft' ? null : now(),
      created_at: now(),
    })
    .returning('id')
  return typeof row === 'object' ? row.id : row
}

async function transport(dealerTeamId: number, state: string, extra: Record<string, unknown> = {}) {
  sequence += 1
  const requestId = await request(dealerTeamId, 'ordered')
  const [orderRow] = await db
    .table('orders')
    .insert({
      team_id: dealerTeamId,
      reference: ref('OR'),
      state: 'paid',
      payment_method: 'wallet',
      net_cents: 20000,
      vat_cents: 4400,
      gross_cents: 24400,
      paid_at: now(),
      created_at: now(),
    })
    .returning('id')
  const orderId = typeof orderRow === 'object' ? orderRow.id : orderRow
  const [quoteRow] = await db
    .table('quotes')
    .insert({
      transport_request_id: requestId,
      team_id: dealerTeamId,
      state: 'ordered',
      net_cents: 20000,
      vat_cents: 4400,
      gross_cents: 24400,
      payout_cents: 17000,
      commission_cents: 3000,
      breakdown: '{}',
      inputs: '{}',
      settings_version: 0,
      expires_at: now(),
      created_at: now(),
    })
    .returning('id')
  const quoteId = typeof quoteRow === 'object' ? quoteRow.id : quoteRow
  const place = (prefix: string, city: string, province: string) => ({
    [`${prefix}_street`]: 'Via Roma 1',
    [`${prefix}_cap`]: '40100',
    [`${prefix}_city`]: city,
    [`${prefix}_province`]: province,
    [`${prefix}_region`]: 'emilia_romagna',
  })
  const [transportRow] = await db
    .table('transports')
    .insert({
      reference: ref('T'),
      team_id: dealerTeamId,
      order_id: orderId,
      transport_request_id: requestId,
      quote_id: quoteId,
      state,
      ...place('pickup', 'Bologna', 'BO'),
      ...place('delivery', 'Milano', 'MI'),
      vehicle_count: 2,
      distance_km: 260,
      net_cents: 20000,
      payout_cents: 17000,
      tracking_token: `tok-${Date.now()}-${sequence}`,
      created_at: now(),
      ...extra,
    })
    .returning('id')
  return Number(typeof transportRow === 'object' ? transportRow.id : transportRow)
}

test.group('Dashboards show the transport activity', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dealer sees open requests, transports by state, the wallet balance and the next pickups', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { team: other } = await createUserWithTeam('dealer')
    await request(team.id, 'draft')
    await request(team.id, 'quoted')
    await request(team.id, 'cancelled')
    await request(other.id, 'quoted')
    await transport(team.id, 'published', {
      pickup_on: romeDay(2),
      delivery_estimate_on: romeDay(3),
    })
    await transport(other.id, 'published', { pickup_on: romeDay(1) })
    await creditWallet(team.id, 100_000, { source: 'bank', kind: 'bank_transfer', byUserId: null })
    await adjustWallet({
      teamId: team.id,
      direction: 'debit',
      amount: 24_400,
      reason: 'prova',
      adminUserId: user.id,
    })
    await creditWallet(other.id, 999_900, { source: 'bank', kind: 'bank_transfer', byUserId: null })

    const response = await client.get('/dealer').loginAs(user).withInertia()
    response.assertStatus(200)
    const activity = response.body().props.activity
    assert.deepEqual(activity.openRequests, { draft: 1, quoted: 1 })
    assert.deepEqual(activity.transportsByState, { published: 1 })
    assert.equal(activity.walletBalanceCents, 75600)
    assert.lengthOf(activity.nextPickups, 1)
    assert.equal(activity.nextPickups[0].on, romeDay(2))
    assert.equal(activity.nextPickups[0].from, 'Bologna (BO)')
    assert.lengthOf(activity.nextDeliveries, 1)
  })

  test('next pickups and deliveries list only what is still to happen', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const future = { pickup_on: romeDay(1), delivery_estimate_on: romeDay(3) }
    const ids: Record<string, number> = {}
    for (const state of [
      'published',
      'assigned',
      'pickup_scheduled',
      'picked_up',
      'in_transit',
      'delivered',
      'disputed',
      'completed',
      'cancelled',
    ]) {
      ids[state] = await transport(team.id, state, future)
    }

    const response = await client.get('/dealer').loginAs(user).withInertia()
    response.assertStatus(200)
    const activity = response.body().props.activity
    const states = (rows: { id: number; state: string }[]) => rows.map((row) => row.state).sort()
    assert.deepEqual(states(activity.nextPickups), ['assigned', 'pickup_scheduled', 'published'])
    assert.deepEqual(states(activity.nextDeliveries).slice().sort(), [
      'assigned',
      'in_transit',
      'picked_up',
      'pickup_scheduled',
      'published',
    ])
    /* Each line carries its id, for the link to the transport's page. */
    assert.includeMembers(
      activity.nextPickups.map((row: { id: number }) => row.id),
      [ids.published, ids.assigned, ids.pickup_scheduled]
    )
  })

  test("the transporter sees its assigned work, today's pickups and this month's earnings", async ({
    client,
    assert,
  }) => {
    const { team: dealer } = await createUserWithTeam('dealer')
    const { user, team } = await createUserWithTeam('transporter')
    await transport(dealer.id, 'assigned', { transporter_team_id: team.id, pickup_on: romeDay(0) })
    await transport(dealer.id, 'completed', { transporter_team_id: team.id, completed_at: now() })
    await transport(dealer.id, 'published')

    const response = await client.get('/transporter').loginAs(user).withInertia()
    response.assertStatus(200)
    const activity = response.body().props.activity
    assert.deepEqual(activity.workByState, { assigned: 1 })
    assert.lengthOf(activity.todayPickups, 1)
    assert.equal(activity.earningsThisMonthCents, 17000)
  })

  test('the admin sees platform KPIs including late pickups', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('staff')
    const { team: dealer } = await createUserWithTeam('dealer')
    await request(dealer.id, 'quoted')
    await transport(dealer.id, 'published', {
      pickup_on: romeDay(-3),
      delivery_estimate_on: romeDay(-1),
    })

    const response = await client.get('/admin').loginAs(user).withInertia()
    response.assertStatus(200)
    const activity = response.body().props.activity
    assert.isAtLeast(activity.requests.today, 2)
    assert.isAtLeast(activity.orders.today, 1)
    assert.isAtLeast(activity.revenueCents.today, 20000)
    assert.isAtLeast(activity.activeTransports, 1)
    assert.isAtLeast(activity.slaBreaches.latePickups, 1)
    assert.isAtLeast(activity.slaBreaches.lateDeliveries, 1)
  })
})
