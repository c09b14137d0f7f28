import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  endAfterBid,
  improvesBestPrice,
  improvesOwnBid,
  sessionPhase,
  sessionTimesProblems,
} from '#marketplace/domain/private_sessions'

/* A fake clock: every instant is given, nothing reads the machine's time. */
const at = (clock: string) => DateTime.fromISO(`2026-12-01T${clock}`, { zone: 'Europe/Rome' })

test.group('Private sessions / the phases', () => {
  const session = { startsAt: at('10:00'), endsAt: at('11:00'), closedAt: null }

  test('scheduled before the start, running until the end, then ended until awarded', ({
    assert,
  }) => {
    assert.equal(sessionPhase(session, at('09:59:59')), 'scheduled')
    assert.equal(sessionPhase(session, at('10:00')), 'running')
    assert.equal(sessionPhase(session, at('10:59:59.999')), 'running')
    assert.equal(sessionPhase(session, at('11:00')), 'ended')
    assert.equal(sessionPhase({ ...session, closedAt: at('11:01') }, at('11:02')), 'closed')
  })
})

test.group('Private sessions / soft close', () => {
  test('an improving bid in the last 2 minutes pushes the end 2 minutes further', ({ assert }) => {
    const end = at('11:00')
    assert.equal(+endAfterBid(end, at('10:58:00'), true), +at('11:02'))
    assert.equal(+endAfterBid(end, at('10:59:59'), true), +at('11:02'))
    /* earlier, or not improving: unchanged */
    assert.equal(+endAfterBid(end, at('10:57:59'), true), +end)
    assert.equal(+endAfterBid(end, at('10:59:30'), false), +end)
    /* an extension can be extended again */
    const extended = endAfterBid(end, at('10:59'), true)
    assert.equal(+endAfterBid(extended, at('11:01:30'), true), +at('11:04'))
  })

  test('what improves: the first bid, a lower price; a team only lowers its own bid', ({
    assert,
  }) => {
    assert.isTrue(improvesBestPrice(40_000, null))
    assert.isTrue(improvesBestPrice(39_999, 40_000))
    assert.isFalse(improvesBestPrice(40_000, 40_000))
    assert.isTrue(improvesOwnBid(40_000, null))
    assert.isTrue(improvesOwnBid(39_000, 40_000))
    assert.isFalse(improvesOwnBid(40_000, 40_000))
  })
})

test.group('Private sessions / times', () => {
  test('from 10 minutes to 7 days, not starting in the past', ({ assert }) => {
    const now = at('09:00')
    assert.deepEqual(sessionTimesProblems(at('10:00'), at('11:00'), now), [])
    assert.deepEqual(sessionTimesProblems(at('08:59:30'), at('10:00'), now), [])
    assert.deepEqual(sessionTimesProblems(at('08:58'), at('08:59'), now), [
      { field: 'startsAt', code: 'starts_in_past' },
      { field: 'endsAt', code: 'too_short' },
    ])
    assert.deepEqual(
      sessionTimesProblems(at('10:00'), at('10:00').plus({ days: 7, minutes: 1 }), now),
      [{ field: 'endsAt', code: 'too_long' }]
    )
    assert.deepEqual(sessionTimesProblems(at('10:00'), at('09:00'), now), [
      { field: 'endsAt', code: 'too_short' },
    ])
  })
})
