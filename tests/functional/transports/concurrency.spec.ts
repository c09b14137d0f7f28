import { test } from '@japa/runner'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import env from '#start/env'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import TransportRequest from '#requests/models/transport_request'
import { assignTransport, transitionTransport } from '#transports/actions/transition_transport'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/*
| Real parallel transactions: no global transaction here (each attempt needs
| its own connection), so every test cleans up what it created. PostgreSQL
| only: SQLite serialises writers anyway.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'

async function cleanup(teams: Team[], users: User[]) {
  const teamIds = teams.map((team) => team.id)
  await deleteLedgerOf(teamIds)
  await Transport.query().whereIn('team_id', teamIds).delete()
  await Order.query().whereIn('team_id', teamIds).delete()
  await TransportRequest.query().whereIn('team_id', teamIds).delete()
  await User.query()
    .whereIn(
      'id',
      users.map((user) => user.id)
    )
    .delete()
  await Team.query().whereIn('id', teamIds).delete()
}

test.group('Transports / concurrency (PostgreSQL)', () => {
  test('10 parallel assignments of one transport: exactly one applied, one event', async ({
    assert,
  }) => {
    const dealer = await createDealerTransport()
    const staff = await createStaff()
    const carriers = await Promise.all(Array.from({ length: 10 }, () => createTransporter()))
    const { restore } = captureBroadcasts()
    try {
      const results = await Promise.all(
        carriers.map(({ team }) =>
          assignTransport({
            transportId: dealer.transport.id,
            transporterTeamId: team.id,
            actor: { kind: 'admin', userId: staff.user.id },
          })
        )
      )
      const winners = results.filter((result) => result.ok)
      assert.lengthOf(winners, 1)
      for (const result of results.filter((r) => !r.ok))
        assert.deepEqual(result, { ok: false, error: 'state_changed' })
      const events = await TransportEvent.query()
        .where('transport_id', dealer.transport.id)
        .where('type', 'assigned')
      assert.lengthOf(events, 1)
      await dealer.transport.refresh()
      assert.equal(dealer.transport.stateVersion, 1)
      assert.equal(dealer.transport.transporterTeamId, events[0].payload!.transporterTeamId)
    } finally {
      restore()
      await cleanup(
        [dealer.team, staff.team, ...carriers.map((c) => c.team)],
        [dealer.user, staff.user, ...carriers.map((c) => c.user)]
      )
    }
  }).skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')

  test('10 staff cancelling at once: one cancellation, one event', async ({ assert }) => {
    const dealer = await createDealerTransport()
    const staff = await createStaff()
    const { restore } = captureBroadcasts()
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          transitionTransport({
            transportId: dealer.transport.id,
            to: 'cancelled',
            expectedVersion: 0,
            actor: { kind: 'admin', userId: staff.user.id },
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      const events = await TransportEvent.query()
        .where('transport_id', dealer.transport.id)
        .where('to_state', 'cancelled')
      assert.lengthOf(events, 1)
    } finally {
      restore()
      await cleanup([dealer.team, staff.team], [dealer.user, staff.user])
    }
  }).skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')
})
