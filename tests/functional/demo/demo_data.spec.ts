import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { isItalianPlate } from '#requests/domain/request_rules'
import { todayInRome } from '#shared/time_zone'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { carrierOf } from '#marketplace/queries/marketplace'
import { carriedTransports, returnLoadsOf } from '#marketplace/queries/return_loads'

/**
 * The demo data (`npm start` seeds it) looks like a real dealer's: real cars'
 * values, unique plates, and every transport's dates agree with its state.
 */
test.group('Demo data', (group) => {
  /* the whole demo is seeded per test: slow on a busy machine */
  group.each.timeout(120_000)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  /* the seeder stores files (the CMRs): on a fake disk, not in storage/uploads */
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('looks real: car values, unique plates, dates that agree with the states', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()

    const vehicles = await db
      .from('transport_request_vehicles')
      .select('plate', 'declared_value_cents')
    assert.isAbove(vehicles.length, 10)
    assert.lengthOf(new Set(vehicles.map((vehicle) => vehicle.plate)), vehicles.length)
    for (const vehicle of vehicles) {
      assert.isTrue(isItalianPlate(vehicle.plate), vehicle.plate)
      assert.isAtLeast(Number(vehicle.declared_value_cents), 500_000, vehicle.plate)
    }

    const today = todayInRome()
    const now = DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
    const day = (value: unknown) =>
      String(value instanceof Date ? DateTime.fromJSDate(value).toISODate() : value).slice(0, 10)
    const stamp = (value: unknown) =>
      value instanceof Date
        ? DateTime.fromJSDate(value).toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
        : String(value)
    const transports = await db.from('transports').select('*')
    /* Admin → Monitoring has something to show: exactly one missed pickup and one late delivery */
    const latePickups = transports.filter(
      (transport) =>
        ['assigned', 'pickup_scheduled'].includes(transport.state) &&
        day(transport.pickup_on) < today
    )
    assert.deepEqual(
      latePickups.map((transport) => transport.state),
      ['pickup_scheduled']
    )
    const lateDeliveries = transports.filter(
      (transport) =>
        ['picked_up', 'in_transit'].includes(transport.state) &&
        day(transport.delivery_estimate_on) < today
    )
    assert.deepEqual(
      lateDeliveries.map((transport) => transport.state),
      ['in_transit']
    )
    const states = new Set(transports.map((transport) => transport.state))
    for (const state of [
      'published',
      'assigned',
      'picked_up',
      'in_transit',
      'delivered',
      'completed',
    ]) {
      assert.isTrue(states.has(state), state)
    }
    for (const transport of transports) {
      const label = `${transport.reference} ${transport.state}`
      const pickedUp = ['picked_up', 'in_transit', 'delivered', 'completed', 'disputed'].includes(
        transport.state
      )
      if (pickedUp) {
        assert.isTrue(day(transport.pickup_on) <= today, `${label}: picked up after today`)
        assert.isTrue(stamp(transport.picked_up_at) <= now, `${label}: picked up in the future`)
      } else if (transport.state !== 'cancelled' && !latePickups.includes(transport)) {
        assert.isTrue(day(transport.pickup_on) >= today, `${label}: pickup already past`)
      }
      if (['delivered', 'completed', 'disputed'].includes(transport.state)) {
        assert.isTrue(stamp(transport.delivered_at) <= now, `${label}: delivered in the future`)
        assert.isTrue(stamp(transport.delivered_at) > stamp(transport.picked_up_at), label)
      }
      assert.isTrue(day(transport.delivery_estimate_on) >= day(transport.pickup_on), label)
    }
    /* the disputed transport has its dispute, open, for staff to resolve */
    const disputed = transports.filter((transport) => transport.state === 'disputed')
    assert.isAbove(disputed.length, 0)
    for (const transport of disputed) {
      const dispute = await db.from('disputes').where('transport_id', transport.id).first()
      assert.equal(dispute?.state, 'open', transport.reference)
    }
    /* and one staff resolved with a partial refund: the transport completed, one refund line */
    const resolved = await db.from('disputes').where('state', 'resolved')
    assert.lengthOf(resolved, 1)
    assert.isAbove(Number(resolved[0].refund_cents), 0)
    const completed = transports.find((transport) => transport.id === resolved[0].transport_id)
    assert.equal(completed?.state, 'completed')
    assert.isTrue(stamp(resolved[0].resolved_at) <= now)
    const refunds = await db
      .from('ledger_entries')
      .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .where('ledger_transactions.transport_id', resolved[0].transport_id)
      .where('ledger_transactions.kind', 'dispute_refund')
      .where('ledger_entries.account', 'dealer_wallet')
      .select('ledger_entries.amount_cents')
    assert.lengthOf(refunds, 1)
    assert.equal(Number(refunds[0].amount_cents), Number(resolved[0].refund_cents))
    /* a past top-up by card in the first dealer's wallet */
    const cardTopUps = await db
      .from('ledger_transactions')
      .where('kind', 'card_top_up')
      .select('idempotency_key')
    assert.deepEqual(
      cardTopUps.map((row) => row.idempotency_key),
      ['stripe:demo_cs_rossi_1']
    )
  })

  test('a marketplace to look at: 30+ loads over Italy, open bids, a running and an ended session', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const published = await db
      .from('transports')
      .where('state', 'published')
      .select('pickup_region')
    assert.isAtLeast(published.length, 30)
    assert.isAtLeast(new Set(published.map((row) => row.pickup_region)).size, 8)
    const open = await db.from('bids').where('state', 'open').whereNull('private_session_id')
    assert.isAtLeast(open.length, 3)
    const sessions = await db.from('private_sessions').orderBy('id', 'asc')
    assert.lengthOf(sessions, 3)
    assert.isNotNull(sessions[0].closed_at, 'the first session ended and was awarded')
    assert.isNull(sessions[1].closed_at, 'the second runs')
    assert.isNull(sessions[2].closed_at, 'the third is scheduled')
    const waiting = await db
      .from('private_session_invitations')
      .where('private_session_id', sessions[2].id)
      .where('state', 'pending')
    assert.lengthOf(waiting, 1)
    const assignments = await db
      .from('transport_events')
      .where('type', 'assigned')
      .select('payload')
    const awarded = assignments.filter((row) => {
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
      return payload?.via === 'session'
    })
    assert.lengthOf(awarded, 1)
    const running = await db
      .from('bids')
      .where('private_session_id', sessions[1].id)
      .where('state', 'open')
    assert.isAtLeast(running.length, 2)
  })

  test('invitations of both kinds in each state for Admin → Invitations', async ({ assert }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const { invitationsForStaff } = await import('#invitations/queries/invitations_overview')
    const page = await invitationsForStaff({ page: 1, kind: null, state: null, q: null })
    const seen = new Set(page.data.map((row) => `${row.kind} ${row.state}`))
    for (const kind of ['team', 'session']) {
      for (const state of ['pending', 'accepted', 'revoked']) {
        assert.isTrue(seen.has(`${kind} ${state}`), `${kind} ${state}`)
      }
    }
    assert.isTrue(seen.has('team expired'))
  })

  test('the demo carrier has return loads for its transports under way, on its dashboard too', async ({
    client,
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const user = await User.findByOrFail('email', 'transporter@example.com')
    const team = await Team.findOrFail(user.currentTeamId)
    const carried = await carriedTransports(team.id)
    /* delivered where it works (Milan, Verona): loads back; to Rome, outside its regions: none */
    const withLoads = []
    for (const transport of carried) {
      const loads = await returnLoadsOf(carrierOf(team), transport)
      if (loads.length) withLoads.push(`${transport.state} ${transport.deliveryProvince}`)
    }
    assert.includeMembers(withLoads, ['assigned MI', 'in_transit VR'])
    const dashboard = await client.get('/transporter').loginAs(user).withInertia()
    const cards = (dashboard.inertiaProps as any).marketplace
    assert.lengthOf(cards.returnLoads, 5)
    assert.isAtLeast(cards.bids.total, 3)
    assert.equal(cards.sessions.total, 1)
    assert.equal(cards.invites.total, 1)
  })
  test('completed transports rated both ways, the newest left to rate', async ({
    client,
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const ratings = await db.from('ratings').select('transport_id', 'direction')
    assert.isAtLeast(ratings.length, 6)
    for (const direction of ['dealer_to_carrier', 'carrier_to_dealer']) {
      assert.isAtLeast(ratings.filter((rating) => rating.direction === direction).length, 3)
    }
    const newest = await db
      .from('transports')
      .where('state', 'completed')
      .orderBy('completed_at', 'desc')
      .firstOrFail()
    const dealer = await User.findByOrFail('email', 'dealer@example.com')
    const page = await client.get(`/dealer/transports/${newest.id}`).loginAs(dealer).withInertia()
    const props = page.inertiaProps as any
    assert.isNull(props.rating)
    assert.isTrue(props.ratingForm.open)
    assert.isAtLeast(props.carrierScore.count, 3)
    const dashboard = await client.get('/dealer').loginAs(dealer).withInertia()
    assert.isAtLeast((dashboard.inertiaProps as any).ownRating.count, 3)
    const carrier = await User.findByOrFail('email', 'transporter@example.com')
    const list = await client.get('/transporter/marketplace').loginAs(carrier).withInertia()
    const scored = (list.inertiaProps as any).transports.data.filter(
      (row: any) => row.dealerScore.count > 0
    )
    assert.isAbove(scored.length, 0)
  })

  test('a bank transfer waits: its order pending with a reference, half of it received, money:check clean', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const waiting = await db
      .from('orders')
      .where('payment_method', 'bank_transfer')
      .where('state', 'pending_payment')
    assert.lengthOf(waiting, 1)
    assert.match(waiting[0].payment_reference, /^BON-\d{4}-\d{6}-\d{2}$/)
    assert.lengthOf(await db.from('transports').where('order_id', waiting[0].id), 0)
    const received = await db
      .from('ledger_transactions')
      .where('order_id', waiting[0].id)
      .where('kind', 'bank_transfer')
    assert.lengthOf(received, 1)
    const { checkMoney } = await import('#ledger/queries/money_check')
    assert.deepEqual(await checkMoney(), [])
  })
})
