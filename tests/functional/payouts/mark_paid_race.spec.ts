import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import Transport from '#transports/models/transport'
import TransportRequest from '#requests/models/transport_request'
import {
  approvePayoutBatch,
  createPayoutBatch,
  markPayoutBatchPaid,
} from '#payouts/actions/payout_batches'
import { payableBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { createStaff } from '#tests/helpers/transport_factories'
import { addMember } from '#tests/helpers/factories'
import { completedTransportFor, createPaidCarrier } from '#tests/helpers/payout_factories'

/* Real parallel transactions (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

/** Everything the test created, teams last (their ledger, payouts and transports first). */
async function cleanUp(teamIds: number[], userIds: number[], dealerTeamIds: number[]) {
  await deleteLedgerOf([...teamIds, ...dealerTeamIds])
  const all = [...teamIds, ...dealerTeamIds]
  await Transport.query().whereIn('team_id', all).delete()
  await Order.query().whereIn('team_id', all).delete()
  await TransportRequest.query().whereIn('team_id', all).delete()
  await User.query().whereIn('id', userIds).delete()
  await Team.query().whereIn('id', all).delete()
}

test.group('Payouts / races (PostgreSQL)', () => {
  test('two staff members marking one batch paid at once: one posting per payout', async ({
    assert,
  }) => {
    const staff = await createStaff()
    const second = await addMember(staff.team, 'admin')
    const carriers = [await createPaidCarrier(), await createPaidCarrier()]
    const jobs = [
      await completedTransportFor(carriers[0].team.id),
      await completedTransportFor(carriers[1].team.id),
    ]
    const { restore } = captureBroadcasts()
    try {
      /* two batches created at once take each payable once */
      const created = await Promise.all(
        [staff.user.id, second.id].map((byUserId) => createPayoutBatch({ byUserId }))
      )
      const batches = created.filter((result) => result.ok)
      assert.lengthOf(batches, 1)
      assert.deepInclude(created, { ok: false, error: 'nothing_due' })
      const batchId = batches[0].ok ? batches[0].value.id : 0
      assert.isTrue((await approvePayoutBatch({ batchId, byUserId: staff.user.id })).ok)

      const results = await Promise.all(
        [staff.user.id, second.id].map((byUserId) => markPayoutBatchPaid({ batchId, byUserId }))
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      assert.deepInclude(results, { ok: false, error: 'already_paid' })
      const postings = await db
        .from('ledger_transactions')
        .where('kind', 'payout')
        .whereIn(
          'team_id',
          carriers.map((carrier) => carrier.team.id)
        )
        .select('team_id', 'idempotency_key')
      assert.lengthOf(postings, 2)
      for (const carrier of carriers) assert.equal(await payableBalance(carrier.team.id), 0)
      const [batch] = await db.from('payout_batches').where('id', batchId)
      assert.equal(batch.state, 'paid')
      assert.deepEqual(await checkMoney(), [])
    } finally {
      restore()
      await cleanUp(
        [staff.team.id, ...carriers.map((carrier) => carrier.team.id)],
        [staff.user.id, second.id, ...carriers.map((carrier) => carrier.user.id)],
        jobs.map((job) => job.team.id)
      )
      await User.query()
        .whereIn(
          'id',
          jobs.map((job) => job.user.id)
        )
        .delete()
    }
  })
    .skip(!isPg(), 'PostgreSQL only')
    .timeout(60_000)
})
