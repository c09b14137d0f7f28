import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  STUCK_AFTER_HOURS,
  endOfDayShifts,
  hoursSince,
  isStuck,
  parseRange,
  percentage,
} from '#monitoring/domain/thresholds'
import { latestItems, transportKind, type FeedItem } from '#monitoring/domain/feed'

test.group('Monitoring thresholds (pure)', () => {
  test('a state is stuck only past its own threshold; final states never', ({ assert }) => {
    const now = DateTime.fromISO('2026-11-27T12:00:00Z')
    const hoursBefore = (hours: number) => now.minus({ hours })
    assert.isTrue(isStuck('assigned', hoursBefore(STUCK_AFTER_HOURS.assigned + 1), now))
    assert.isFalse(isStuck('assigned', hoursBefore(STUCK_AFTER_HOURS.assigned - 1), now))
    assert.isTrue(isStuck('picked_up', hoursBefore(25), now))
    assert.isFalse(isStuck('completed', hoursBefore(10_000), now))
    assert.isFalse(isStuck('cancelled', hoursBefore(10_000), now))
    assert.equal(hoursSince(hoursBefore(49.9), now), 49)
  })

  test('the SLA range from the URL, or the last 30 days', ({ assert }) => {
    const today = '2026-11-27'
    assert.deepEqual(parseRange({ from: '2026-11-01', to: '2026-11-15' }, today), {
      from: '2026-11-01',
      to: '2026-11-15',
    })
    const fallback = { from: '2026-10-29', to: today }
    assert.deepEqual(parseRange({}, today), fallback)
    assert.deepEqual(parseRange({ from: '2026-11-15', to: '2026-11-01' }, today), fallback)
    assert.deepEqual(parseRange({ from: '2026-02-30', to: '2026-03-01' }, today), fallback)
    assert.deepEqual(parseRange({ from: '2024-01-01', to: '2026-01-01' }, today), fallback)
    assert.deepEqual(parseRange({ from: ['x'], to: 5 }, today), fallback)
  })

  test('the end of a Rome day, shifted for summer and winter time', ({ assert }) => {
    /* stored in UTC: the Rome day ends 23:00 UTC in winter, 22:00 UTC in summer */
    const runs = endOfDayShifts({ from: '2026-03-27', to: '2026-03-30' }, 'utc')
    assert.deepEqual(runs, [
      { from: '2026-03-27', to: '2026-03-28', minutes: 60 },
      { from: '2026-03-29', to: '2026-03-30', minutes: 120 },
    ])
    const autumn = endOfDayShifts({ from: '2026-10-24', to: '2026-10-26' }, 'utc')
    assert.deepEqual(autumn, [
      { from: '2026-10-24', to: '2026-10-24', minutes: 120 },
      { from: '2026-10-25', to: '2026-10-26', minutes: 60 },
    ])
    /* stored in Rome time itself: no shift */
    assert.deepEqual(endOfDayShifts({ from: '2026-03-27', to: '2026-03-30' }, 'Europe/Rome'), [
      { from: '2026-03-27', to: '2026-03-30', minutes: 0 },
    ])
  })

  test('percentages with two decimals, none when nothing was due', ({ assert }) => {
    assert.equal(percentage(1, 3), 33.33)
    assert.equal(percentage(2, 2), 100)
    assert.isNull(percentage(0, 0))
  })

  test('the feed merges its sources newest first and keeps the first ones', ({ assert }) => {
    const item = (key: string, at: string): FeedItem => ({
      key,
      kind: 'request',
      at,
      reference: key,
      subjectId: 1,
      state: null,
      amountCents: null,
    })
    const merged = latestItems(
      [
        item('a', '2026-11-27T10:00:00.000Z'),
        item('b', '2026-11-27T12:00:00.000Z'),
        item('c', '2026-11-27T11:00:00.000Z'),
      ],
      2
    )
    assert.deepEqual(
      merged.map((entry) => entry.key),
      ['b', 'c']
    )
    assert.equal(transportKind('disputed'), 'dispute')
    assert.equal(transportKind('assigned'), 'transport')
  })
})
