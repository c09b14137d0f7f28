import { test } from '@japa/runner'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import { DateTime } from 'luxon'
import env from '#start/env'
import Transport from '#transports/models/transport'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import TransportRequest from '#requests/models/transport_request'
import Rating from '#ratings/models/rating'
import { rateTransport } from '#ratings/actions/rate_transport'
import { addMember } from '#tests/helpers/factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'

/*
| Real parallel transactions (no global transaction), cleaned up at the end.
| PostgreSQL only: SQLite serialises writers, and "once" is tested there one
| submission after the other (ratings.spec.ts).
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'

test.group('Ratings / two submissions at once (PostgreSQL)', () => {
  test('10 members of the dealer team rate at once: one rating, 9 told it exists', async ({
    assert,
  }) => {
    const carrier = await createTransporter()
    const dealer = await createDealerTransport({
      state: 'completed',
      transporterTeamId: carrier.team.id,
    })
    dealer.transport.completedAt = DateTime.now().minus({ days: 1 })
    await dealer.transport.save()
    const members = [dealer.user]
    for (let index = 0; index < 9; index++) members.push(await addMember(dealer.team, 'member'))
    try {
      const results = await Promise.all(
        members.map((user) =>
          rateTransport({
            transportId: dealer.transport.id,
            teamId: dealer.team.id,
            userId: user.id,
            scores: [5, 4, 3],
            comment: null,
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      for (const result of results.filter((one) => !one.ok))
        assert.deepEqual(result, { ok: false, error: 'already_rated' })
      const stored = await Rating.query().where('transport_id', dealer.transport.id)
      assert.lengthOf(stored, 1)
    } finally {
      const teamIds = [dealer.team.id, carrier.team.id]
      await Rating.query().whereIn('rater_team_id', teamIds).delete()
      await deleteLedgerOf(teamIds)
      await Transport.query().whereIn('team_id', teamIds).delete()
      await Order.query().whereIn('team_id', teamIds).delete()
      await TransportRequest.query().whereIn('team_id', teamIds).delete()
      await User.query()
        .whereIn('id', [...members.map((user) => user.id), carrier.user.id])
        .delete()
      await Team.query().whereIn('id', teamIds).delete()
    }
  })
    .timeout(60_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')
})
