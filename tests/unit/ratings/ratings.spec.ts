import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  directionOf,
  isScore,
  mayRate,
  roundScore,
  scoreDetail,
  teamScore,
} from '#ratings/domain/ratings'

/** A fake clock: the moment the transport was completed, and "now" some time after. */
const completedAt = DateTime.fromISO('2026-03-01T10:00:00', { zone: 'Europe/Rome' })
const transport = (overrides = {}) => ({
  state: 'completed',
  completedAt,
  teamId: 1,
  transporterTeamId: 2,
  ...overrides,
})

test.group('Ratings rules', () => {
  test('the dealer rates the carrier, the carrier the dealer, nobody else', ({ assert }) => {
    assert.equal(directionOf(transport(), 1), 'dealer_to_carrier')
    assert.equal(directionOf(transport(), 2), 'carrier_to_dealer')
    assert.isNull(directionOf(transport(), 3))
    assert.deepEqual(mayRate(transport(), 3, completedAt), { ok: false, error: 'not_a_party' })
    /* no carrier: nobody to rate */
    const unassigned = transport({ transporterTeamId: null })
    assert.deepEqual(mayRate(unassigned, 1, completedAt), { ok: false, error: 'not_a_party' })
  })

  test('only a completed transport may be rated', ({ assert }) => {
    for (const state of ['assigned', 'delivered', 'cancelled', 'disputed']) {
      const result = mayRate(transport({ state, completedAt: null }), 1, completedAt)
      assert.deepEqual(result, { ok: false, error: 'not_completed' })
    }
  })

  test('within 30 days of the completion, the last second included', ({ assert }) => {
    assert.isTrue(mayRate(transport(), 1, completedAt.plus({ minutes: 1 })).ok)
    assert.isTrue(mayRate(transport(), 2, completedAt.plus({ days: 30 })).ok)
    assert.deepEqual(mayRate(transport(), 2, completedAt.plus({ days: 30, seconds: 1 })), {
      ok: false,
      error: 'too_late',
    })
    /* across the change to summer time, 30 calendar days still */
    assert.isTrue(mayRate(transport(), 1, completedAt.plus({ days: 29, hours: 23 })).ok)
  })

  test('scores are integers from 1 to 5', ({ assert }) => {
    for (const value of [1, 2, 3, 4, 5]) assert.isTrue(isScore(value))
    for (const value of [0, 6, 2.5, '3', null, Number.NaN]) assert.isFalse(isScore(value))
  })

  test('rounding is half up to one decimal', ({ assert }) => {
    assert.equal(roundScore(4.25), 4.3)
    assert.equal(roundScore(4.35), 4.4)
    assert.equal(roundScore(4.05), 4.1)
    assert.equal(roundScore(13 / 3), 4.3)
    assert.equal(roundScore(14 / 3), 4.7)
    assert.equal(roundScore(5), 5)
  })

  test('a team score is the average of every criterion, with the count', ({ assert }) => {
    assert.deepEqual(teamScore(null), { average: null, count: 0 })
    assert.deepEqual(teamScore({ count: 0, sum1: 0, sum2: 0, sum3: 0 }), {
      average: null,
      count: 0,
    })
    /* (5+4+3) + (4+4+5) = 25 over 6 criteria = 4.1666 → 4.2 */
    assert.deepEqual(teamScore({ count: 2, sum1: 9, sum2: 8, sum3: 8 }), { average: 4.2, count: 2 })
    /* 4.25 exactly → 4.3 (half up) */
    assert.deepEqual(teamScore({ count: 4, sum1: 17, sum2: 17, sum3: 17 }), {
      average: 4.3,
      count: 4,
    })
  })

  test('the detail gives each criterion of the direction', ({ assert }) => {
    const detail = scoreDetail('dealer_to_carrier', { count: 2, sum1: 9, sum2: 8, sum3: 7 })
    assert.deepEqual(detail, {
      average: 4,
      count: 2,
      criteria: [
        { criterion: 'timeliness', average: 4.5 },
        { criterion: 'communication', average: 4 },
        { criterion: 'care', average: 3.5 },
      ],
    })
    const none = scoreDetail('carrier_to_dealer', null)
    assert.deepEqual(
      none.criteria.map((c) => c.criterion),
      ['vehicleReady', 'siteOpen', 'accuracy']
    )
    assert.isTrue(none.criteria.every((c) => c.average === null))
  })
})
