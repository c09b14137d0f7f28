import { test } from '@japa/runner'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Call from '#calls/models/call'
import { bookCall } from '#calls/actions/book_call'
import { CallBookedMail } from '#calls/mails/call_mails'
import { createCarrier } from '#tests/helpers/transport_factories'
import { aFreeSlot, createCall } from '#tests/helpers/call_factories'

/*
| Real parallel transactions (no global transaction: each booking needs its
| own connection), cleaned up at the end. PostgreSQL only: SQLite serialises
| writers anyway, and the same rules (the unique index on live slots, the
| team's row lock) are tested there one booking after the other.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'

async function cleanUp(carriers: { user: User; team: Team }[]) {
  const teamIds = carriers.map((carrier) => carrier.team.id)
  await Call.query().whereIn('team_id', teamIds).delete()
  await User.query()
    .whereIn(
      'id',
      carriers.map((carrier) => carrier.user.id)
    )
    .delete()
  await Team.query().whereIn('id', teamIds).delete()
}

test.group('Calls / two bookings of one slot at once (PostgreSQL)', (group) => {
  group.each.teardown(() => mail.restore())

  test('10 carriers book the same slot at once: exactly one call, nine told it is taken', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const carriers = []
    for (let index = 0; index < 10; index++) carriers.push(await createCarrier())
    try {
      const slot = await aFreeSlot(1)
      const results = await Promise.all(
        carriers.map(({ team, user }) =>
          bookCall({
            teamId: team.id,
            userId: user.id,
            day: slot.date,
            time: slot.time,
            phone: '+39 02 1234567',
          })
        )
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      for (const loser of results.filter((result) => !result.ok))
        assert.deepEqual(loser, { ok: false, error: 'taken' })
      const calls = await Call.query().where('starts_at', slot.startsAt.toJSDate())
      assert.lengthOf(calls, 1)
      /* Only the winner's booking is e-mailed. */
      assert.lengthOf(
        mails.queued(
          (queued) => queued instanceof CallBookedMail && queued.data.audience === 'transporter'
        ),
        1
      )
    } finally {
      await cleanUp(carriers)
    }
  })
    .timeout(60_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')

  test('a team with two upcoming calls books five slots at once: only one more', async ({
    assert,
  }) => {
    mail.fake()
    const carrier = await createCarrier()
    try {
      const held = await aFreeSlot(3)
      await createCall(carrier.team.id, held.startsAt)
      await createCall(carrier.team.id, held.startsAt.plus({ hours: 1 }))
      const day = await aFreeSlot(1)
      const slots = ['09:00', '09:30', '10:00', '10:30', '11:00'].map((time) => ({
        date: day.date,
        time,
      }))
      const results = await Promise.all(
        slots.map((slot) =>
          bookCall({
            teamId: carrier.team.id,
            userId: carrier.user.id,
            day: slot.date,
            time: slot.time,
            phone: '+39 02 1234567',
          })
        )
      )
      const refused = results
        .filter((result) => !result.ok)
        .map((result) => !result.ok && result.error)
      assert.lengthOf(refused, 4)
      assert.sameMembers([...new Set(refused)], ['too_many_upcoming'])
      assert.lengthOf(await Call.query().where('team_id', carrier.team.id), 3)
    } finally {
      await cleanUp([carrier])
    }
  })
    .timeout(60_000)
    .skip(!isPg(), 'PostgreSQL only (DB_CONNECTION=pg)')
})
