import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { nowInRome, todayInRome } from '#shared/time_zone'

test.group('Time zone: the calendar day in Rome', () => {
  test('is the day in Rome, not in the server zone, across midnight and DST', ({ assert }) => {
    /* 23:30 UTC on the night the clocks go forward is 00:30 (CET) in Rome, the next day. */
    assert.equal(todayInRome(new Date('2026-03-28T23:30:00Z')), '2026-03-29')
    /* 22:30 UTC in summer is 00:30 (CEST) in Rome, the next day. */
    assert.equal(todayInRome(new Date('2026-07-01T22:30:00Z')), '2026-07-02')
    assert.equal(todayInRome(new Date('2026-07-01T21:59:59Z')), '2026-07-01')
    /* The night the clocks go back. */
    assert.equal(todayInRome(new Date('2026-10-24T22:00:00Z')), '2026-10-25')
    assert.equal(todayInRome(new Date('2026-12-31T22:59:59Z')), '2026-12-31')
    assert.equal(todayInRome(new Date('2026-12-31T23:00:00Z')), '2027-01-01')
  })

  test('agrees with luxon for now', ({ assert }) => {
    assert.equal(todayInRome(), nowInRome().toISODate())
    assert.equal(todayInRome(), DateTime.now().setZone('Europe/Rome').toISODate())
  })
})
