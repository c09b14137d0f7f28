import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Call from '#calls/models/call'
import Team from '#teams/models/team'
import PrivateSession from '#marketplace/models/private_session'
import { sessionSubject } from '#calls/queries/call_subject'
import { MAX_UPCOMING_CALLS } from '#calls/domain/call_rules'
import { checkSlot } from '#calls/domain/slots'
import { slotContext } from '#calls/queries/slots'
import { TIME_ZONE } from '#shared/time_zone'
import { isWorkingDay } from '#shared/working_days'

test.group('Calls / demo data', (group) => {
  /* the whole demo is seeded per test: slow on a busy machine */
  group.each.timeout(120_000)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the demo carriers have upcoming and past calls that follow the slot rules', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const now = DateTime.now()
    const calls = await Call.query().preload('team').orderBy('starts_at')
    const upcoming = calls.filter((call) => !call.cancelledAt && call.startsAt > now)
    const past = calls.filter((call) => call.startsAt < now)
    assert.sameMembers(
      [...new Set(upcoming.map((call) => call.team.name))],
      ['Trasporti Bianchi', 'Logistica Neri']
    )
    assert.isAtLeast(past.length, 3)
    assert.isTrue(calls.some((call) => call.cancelledByKind === 'staff'))
    const bianchi = await Team.findByOrFail('name', 'Trasporti Bianchi')
    assert.isTrue(calls.some((call) => call.teamId === bianchi.id && call.transportId !== null))
    /* One upcoming call about the running session Trasporti Bianchi accepted. */
    const running = await PrivateSession.findByOrFail('name', 'Sessione Centro-Sud')
    const aboutSession = upcoming.filter((call) => call.privateSessionId !== null)
    assert.lengthOf(aboutSession, 1)
    assert.equal(aboutSession[0].teamId, bianchi.id)
    assert.equal(aboutSession[0].privateSessionId, running.id)
    assert.isNull(aboutSession[0].transportId)
    assert.isTrue((await sessionSubject(bianchi.id, running.id)).ok)
    /* Bianchi may still book one more (the demo's booking page is not a refusal). */
    assert.isBelow(upcoming.filter((call) => call.teamId === bianchi.id).length, MAX_UPCOMING_CALLS)

    /* Each upcoming call sits on a slot the rules offer (free but for itself). */
    const context = await slotContext(now)
    for (const call of upcoming) {
      const rome = call.startsAt.setZone(TIME_ZONE)
      const others = {
        ...context,
        taken: [...context.taken].filter((taken) => +taken !== +call.startsAt),
      }
      const check = checkSlot(others, rome.toISODate()!, rome.toFormat('HH:mm'))
      assert.isTrue(check.ok, `${rome.toISO()}: ${!check.ok && check.error}`)
    }
    for (const call of past)
      assert.isTrue(
        isWorkingDay(call.startsAt.setZone(TIME_ZONE).toISODate()!, {
          closingDays: context.closingDays,
        })
      )
  })
})
