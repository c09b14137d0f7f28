import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  closingRangeProblem,
  compactHours,
  dayRangesProblem,
  hoursFromForm,
  isOpenAt,
} from '#shared/opening_hours'
import { TIME_ZONE } from '#shared/time_zone'

test.group('Opening hours', () => {
  test('accepts up to two ranges per day, the second after the first', ({ assert }) => {
    assert.isNull(dayRangesProblem([]))
    assert.isNull(dayRangesProblem([['08:00', '12:30']]))
    assert.isNull(
      dayRangesProblem([
        ['08:00', '12:30'],
        ['14:00', '18:00'],
      ])
    )
    assert.isNull(
      dayRangesProblem([
        ['08:00', '12:30'],
        ['12:30', '18:00'],
      ])
    )
  })

  test('rejects a start not before its end', ({ assert }) => {
    assert.deepEqual(dayRangesProblem([['12:00', '08:00']]), { index: 0, problem: 'order' })
    assert.deepEqual(dayRangesProblem([['08:00', '08:00']]), { index: 0, problem: 'order' })
  })

  test('rejects overlapping ranges, bad times and a third range', ({ assert }) => {
    assert.deepEqual(
      dayRangesProblem([
        ['08:00', '12:30'],
        ['12:00', '18:00'],
      ]),
      { index: 1, problem: 'overlap' }
    )
    assert.deepEqual(dayRangesProblem([['8:00', '12:30']]), { index: 0, problem: 'format' })
    assert.deepEqual(dayRangesProblem([['24:00', '25:00']]), { index: 0, problem: 'format' })
    assert.deepEqual(
      dayRangesProblem([
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
      ]),
      { index: 2, problem: 'too_many' }
    )
  })

  test('stores form hours as ranges, without closed days', ({ assert }) => {
    assert.deepEqual(
      hoursFromForm({
        mon: [
          { start: '08:00', end: '12:30' },
          { start: '14:00', end: '18:00' },
        ],
        tue: [],
        wed: undefined,
      }),
      {
        mon: [
          ['08:00', '12:30'],
          ['14:00', '18:00'],
        ],
      }
    )
    assert.isNull(hoursFromForm({ sun: [] }))
    assert.isNull(hoursFromForm(null))
    assert.isNull(hoursFromForm(undefined))
  })

  test('drops closed days and tells whether a place is open', ({ assert }) => {
    const hours = compactHours({ mon: [['08:00', '12:00']], tue: [] })
    assert.deepEqual(hours, { mon: [['08:00', '12:00']] })
    assert.isNull(compactHours({ sun: [] }))
    assert.isTrue(isOpenAt(hours, 'mon', '08:00'))
    assert.isFalse(isOpenAt(hours, 'mon', '12:00'))
    assert.isFalse(isOpenAt(hours, 'tue', '09:00'))
  })
})

test.group('Closing-day ranges', () => {
  const day = (iso: string) => DateTime.fromISO(iso, { zone: TIME_ZONE })

  test('a single day and a range in order are fine', ({ assert }) => {
    assert.isNull(closingRangeProblem(day('2026-08-15'), day('2026-08-15')))
    assert.isNull(closingRangeProblem(day('2026-08-10'), day('2026-08-21')))
  })

  test('the end cannot come before the start', ({ assert }) => {
    assert.equal(closingRangeProblem(day('2026-08-21'), day('2026-08-10')), 'end_before_start')
  })

  test('a range spans at most 366 days, both ends included', ({ assert }) => {
    assert.isNull(closingRangeProblem(day('2028-01-01'), day('2028-12-31')))
    assert.equal(closingRangeProblem(day('2028-01-01'), day('2029-01-01')), 'too_long')
  })
})
