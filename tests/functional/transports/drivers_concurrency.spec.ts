import { test } from '@japa/runner'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import env from '#start/env'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import TransportRequest from '#requests/models/transport_request'
import { assignDriver } from '#transports/actions/assign_driver'
import { schedulePickup } from '#transports/actions/schedule_pickup'
import { pickupCalendarOf } from '#transports/queries/pickup_calendar'
import { proposePickupSlots } from '#transports/domain/pickup_slots'
import { addMember } from '#tests/helpers/factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/*
| Real parallel transactions (no global transaction: each attempt needs its
| own connection), so each test removes what it created. PostgreSQL only:
| SQLite serialises writers anyway.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'

async function setup() {
  const carrier = await createTransporter()
  const drivers = await Promise.all(
    Array.from({ length: 5 }, () => addMember(carrier.team, 'driver'))
  )
  const dealer = await createDealerTransport({
    state: 'assigned',
    transporterTeamId: carrier.team.id,
  })
  const cleanup = async () => {
    const teamIds = [carrier.team.id, dealer.team.id]
    await deleteLedgerOf(teamIds)
    await Transport.query().whereIn('team_id', teamIds).delete()
    await Order.query().whereIn('team_id', teamIds).delete()
    await TransportRequest.query().whereIn('team_id', teamIds).delete()
    await User.query()
      .whereIn('id', [carrier.user.id, dealer.user.id, ...drivers.map((driver) => driver.id)])
      .delete()
    await Team.query().whereIn('id', teamIds).delete()
  }
  return { carrier, drivers, dealer, transport: dealer.transport, cleanup }
}

test.group('Transports / drivers and scheduling under contention (PostgreSQL)', () => {
  test('5 owners assigning 5 drivers at once from the same page: one driver, one event', async ({
    assert,
  }) => {
    const { carrier, drivers, transport, cleanup } = await setup()
    const { restore } = captureBroadcasts()
    try {
      const results = await Promise.all(
        drivers.map((driver) =>
          assignDriver({
            transportId: transport.id,
            driverUserId: driver.id,
            expectedDriverUserId: null,
            actor: { userId: carrier.user.id, teamId: carrier.team.id },
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      for (const result of results.filter((r) => !r.ok))
        assert.deepEqual(result, { ok: false, error: 'state_changed' })
      const events = await TransportEvent.query()
        .where('transport_id', transport.id)
        .where('type', 'driver_assigned')
      assert.lengthOf(events, 1)
      await transport.refresh()
      assert.equal(transport.driverUserId, events[0].payload!.driverUserId)
    } finally {
      restore()
      await cleanup()
    }
  }).skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')

  test('5 schedules of one pickup at once: one transition, one event, one slot', async ({
    assert,
  }) => {
    const { carrier, transport, cleanup } = await setup()
    const slots = proposePickupSlots(await pickupCalendarOf(transport))
    const { restore } = captureBroadcasts()
    try {
      const results = await Promise.all(
        slots.slice(0, 5).map((slot) =>
          schedulePickup({
            transportId: transport.id,
            choice: { date: slot.date, from: slot.from },
            expectedVersion: transport.stateVersion,
            actor: { userId: carrier.user.id, teamId: carrier.team.id },
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      const events = await TransportEvent.query()
        .where('transport_id', transport.id)
        .whereIn('to_state', ['pickup_scheduled'])
      assert.lengthOf(events, 1)
      await transport.refresh()
      assert.equal(transport.state, 'pickup_scheduled')
      assert.equal(transport.stateVersion, 1)
      assert.equal(transport.pickupOn!.toISODate(), events[0].payload!.pickupOn)
    } finally {
      restore()
      await cleanup()
    }
  }).skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')
})
