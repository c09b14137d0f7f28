import { test } from '@japa/runner'
import env from '#start/env'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import Dispute from '#transports/models/dispute'
import db from '@adonisjs/lucid/services/db'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import TransportRequest from '#requests/models/transport_request'
import { openDispute, resolveDispute } from '#transports/actions/disputes'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/* Real parallel transactions (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

test.group('Transports / dispute resolution race (PostgreSQL)', () => {
  test('two resolutions at once: one refund, one resolution', async ({ assert }) => {
    const carrier = await createTransporter()
    const dealer = await createDealerTransport({
      state: 'delivered',
      transporterTeamId: carrier.team.id,
    })
    const staff = await createStaff()
    const teams = [dealer.team, carrier.team, staff.team]
    const users = [dealer.user, carrier.user, staff.user]
    const { restore } = captureBroadcasts()
    try {
      dealer.transport.deliveredAt = DateTime.now().minus({ hours: 1 })
      await dealer.transport.save()
      const opened = await openDispute({
        transportId: dealer.transport.id,
        actor: { kind: 'dealer', userId: dealer.user.id, teamId: dealer.team.id },
        reasonCode: 'damage',
        description: 'Graffio sulla portiera destra.',
        photos: [],
      })
      assert.isTrue(opened.ok)
      const results = await Promise.all(
        [100, 200].map((refundCents) =>
          resolveDispute({
            transportId: dealer.transport.id,
            staffUserId: staff.user.id,
            decision: 'Rimborso parziale',
            refundCents,
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      assert.deepInclude(results, { ok: false, error: 'dispute_not_open' })
      const entries = await db
        .from('ledger_entries')
        .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .where('ledger_transactions.transport_id', dealer.transport.id)
        .where('ledger_transactions.kind', 'dispute_refund')
        .where('ledger_entries.account', 'dealer_wallet')
        .select('ledger_entries.amount_cents')
      assert.lengthOf(entries, 1)
      const dispute = await Dispute.query().where('transport_id', dealer.transport.id).firstOrFail()
      assert.equal(dispute.refundCents, Number(entries[0].amount_cents))
      assert.equal((await Transport.findOrFail(dealer.transport.id)).state, 'completed')
    } finally {
      restore()
      const teamIds = teams.map((team) => team.id)
      await deleteLedgerOf(teamIds)
      await db
        .from('transport_events')
        .whereIn('transport_id', db.from('transports').whereIn('team_id', teamIds).select('id'))
        .delete()
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
  }).skip(!isPg(), 'PostgreSQL only')
})
