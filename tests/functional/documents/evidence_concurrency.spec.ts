import { test } from '@japa/runner'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TransportEvent from '#transports/models/transport_event'
import { verifyTransport } from '#documents/queries/verify_evidence'
import { isUniqueViolation } from '#core/database/dialect'
import { createDealerTransport } from '#tests/helpers/transport_factories'

/*
| Real parallel transactions (no global transaction), so the test removes what
| it created. PostgreSQL only: SQLite serialises writers and has no row locks.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'
const SKIP = 'PostgreSQL only (npm run test:pg): SQLite serialises write transactions'

async function cleanup(teamId: number, userId: number) {
  const transports = db.from('transports').where('team_id', teamId).select('id')
  const orders = db.from('orders').where('team_id', teamId).select('id')
  /* the ledger is append-only for the application; tests remove their own rows directly */
  await deleteLedgerOf([teamId])
  await db.from('transport_events').whereIn('transport_id', transports).delete()
  await db.from('transports').where('team_id', teamId).delete()
  await db.from('order_items').whereIn('order_id', orders).delete()
  await db.from('orders').where('team_id', teamId).delete()
  await db.from('quotes').where('team_id', teamId).delete()
  await db
    .from('transport_request_vehicles')
    .whereIn(
      'transport_request_id',
      db.from('transport_requests').where('team_id', teamId).select('id')
    )
    .delete()
  await db.from('transport_requests').where('team_id', teamId).delete()
  await User.query().where('id', userId).delete()
  await Team.query().where('id', teamId).delete()
}

function note(transportId: number, index: number) {
  return {
    transportId,
    type: 'note',
    fromState: null,
    toState: null,
    actorKind: 'system' as const,
    actorUserId: null,
    payload: { index },
  }
}

test.group('Evidence: concurrent writers of one timeline (PostgreSQL)', () => {
  test('12 transactions adding an event at once: one linear chain, every event kept', async ({
    assert,
  }) => {
    const { transport, team, user } = await createDealerTransport()
    try {
      await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          db.transaction(async (trx) => {
            await TransportEvent.create(note(transport.id, index), { client: trx })
            /* hold the transaction a little, so the others really wait */
            await new Promise((resolve) => setTimeout(resolve, 5))
          })
        )
      )
      const events = await TransportEvent.query().where('transport_id', transport.id).orderBy('id')
      assert.lengthOf(events, 13)
      assert.lengthOf(new Set(events.map((event) => event.prevHash)), 13)
      const report = await verifyTransport(transport)
      assert.isTrue(report.ok, JSON.stringify(report.problems))
    } finally {
      await cleanup(team.id, user.id)
    }
  }).skip(!isPg(), SKIP)

  test('writers without a transaction never fork the chain: a loser is a unique violation', async ({
    assert,
  }) => {
    const { transport, team, user } = await createDealerTransport()
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) => TransportEvent.create(note(transport.id, index)))
      )
      for (const result of results) {
        if (result.status === 'rejected') assert.isTrue(isUniqueViolation(result.reason))
      }
      const kept = results.filter((result) => result.status === 'fulfilled').length
      const events = await TransportEvent.query().where('transport_id', transport.id)
      assert.lengthOf(events, 1 + kept)
      assert.isTrue((await verifyTransport(transport)).ok)
    } finally {
      await cleanup(team.id, user.id)
    }
  }).skip(!isPg(), SKIP)
})
