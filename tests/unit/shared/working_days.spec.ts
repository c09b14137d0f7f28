import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  addWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  workingDaysBetween,
  WorkingDaysError,
  MAX_WORKING_DAYS_SPAN,
} from '#shared/working_days'

function codeOf(fn: () => unknown): string | null {
  try {
    fn()
    return null
  } catch (error) {
    if (error instanceof WorkingDaysError) return error.code
    throw error
  }
}

test.group('Working days: which days count', () => {
  test('weekdays are working days, Saturdays and Sundays are not', ({ assert }) => {
    assert.isTrue(isWorkingDay('2026-04-22')) // Wednesday
    assert.isFalse(isWorkingDay('2026-04-18')) // Saturday
    assert.isFalse(isWorkingDay('2026-04-19')) // Sunday
  })

  test('Easter Monday is not a working day (6 April 2026, 29 March 2027)', ({ assert }) => {
    assert.isFalse(isWorkingDay('2026-04-06'))
    assert.isFalse(isWorkingDay('2027-03-29'))
    assert.isTrue(isWorkingDay('2027-04-05'))
  })

  test('4 October is a holiday when it falls on a weekday (Monday in 2027)', ({ assert }) => {
    assert.isFalse(isWorkingDay('2027-10-04'))
    assert.isTrue(isWorkingDay('2025-10-03'))
  })

  test('Ferragosto on a weekday is not a working day (Tuesday 15 August 2028)', ({ assert }) => {
    assert.isFalse(isWorkingDay('2028-08-15'))
    assert.isTrue(isWorkingDay('2028-08-16'))
  })

  test('extra holidays and closing ranges are skipped', ({ assert }) => {
    assert.isFalse(isWorkingDay('2026-12-07', { holidays: ['2026-12-07'] }))
    assert.isFalse(
      isWorkingDay('2026-08-12', { closingDays: [{ from: '2026-08-10', to: '2026-08-21' }] })
    )
    assert.isTrue(
      isWorkingDay('2026-08-24', { closingDays: [{ from: '2026-08-10', to: '2026-08-21' }] })
    )
  })

  test('national holidays can be switched off', ({ assert }) => {
    assert.isTrue(isWorkingDay('2026-04-06', { nationalHolidays: false }))
  })

  test('a luxon DateTime counts as the day it is in Rome', ({ assert }) => {
    /* 23:30 UTC on Easter Monday is already Tuesday 01:30 in Rome. */
    assert.isTrue(isWorkingDay(DateTime.fromISO('2026-04-06T23:30:00Z', { setZone: true })))
    /* 06:00 in Tokyo on Tuesday 7 April is still Monday 6 April (23:00) in Rome. */
    assert.isFalse(isWorkingDay(DateTime.fromISO('2026-04-07T06:00:00', { zone: 'Asia/Tokyo' })))
  })

  test('2026 and 2027 each have 254 working days', ({ assert }) => {
    assert.lengthOf(workingDaysBetween('2026-01-01', '2026-12-31'), 254)
    assert.lengthOf(workingDaysBetween('2027-01-01', '2027-12-31'), 254)
    assert.lengthOf(workingDaysBetween('2026-04-01', '2026-04-30'), 21)
  })
})

test.group('Working days: addWorkingDays', () => {
  test('adds working days within a normal week', ({ assert }) => {
    assert.equal(addWorkingDays('2026-04-13', 1), '2026-04-14')
    assert.equal(addWorkingDays('2026-04-13', 4), '2026-04-17')
  })

  test('skips the weekend', ({ assert }) => {
    assert.equal(addWorkingDays('2026-04-17', 1), '2026-04-20') // Friday -> Monday
    assert.equal(addWorkingDays('2026-04-18', 1), '2026-04-20') // Saturday -> Monday
  })

  test('skips Easter weekend and Easter Monday 2026', ({ assert }) => {
    assert.equal(addWorkingDays('2026-04-03', 1), '2026-04-07')
    assert.equal(addWorkingDays('2026-04-02', 2), '2026-04-07')
  })

  test('skips Easter Monday 2027 (29 March)', ({ assert }) => {
    assert.equal(addWorkingDays('2027-03-26', 1), '2027-03-30')
  })

  test('Friday 24 April 2026 is a working day (25 April is a Saturday) unless closed as a bridge', ({
    assert,
  }) => {
    assert.equal(addWorkingDays('2026-04-23', 1), '2026-04-24')
    assert.equal(addWorkingDays('2026-04-24', 1), '2026-04-27')
    assert.equal(
      addWorkingDays('2026-04-23', 1, { closingDays: [{ from: '2026-04-24', to: '2026-04-24' }] }),
      '2026-04-27'
    )
  })

  test('skips 1 May 2026 (a Friday)', ({ assert }) => {
    assert.equal(addWorkingDays('2026-04-30', 1), '2026-05-04')
  })

  test('4 October 2026 is a Sunday: nothing extra is lost', ({ assert }) => {
    assert.equal(addWorkingDays('2026-10-02', 1), '2026-10-05')
  })

  test('4 October 2027 is a Monday: it is skipped', ({ assert }) => {
    assert.equal(addWorkingDays('2027-10-01', 1), '2027-10-05')
  })

  test('crosses Christmas and the new year', ({ assert }) => {
    assert.equal(addWorkingDays('2026-12-23', 1), '2026-12-24')
    assert.equal(addWorkingDays('2026-12-24', 1), '2026-12-28')
    assert.equal(addWorkingDays('2026-12-31', 1), '2027-01-04')
    assert.equal(addWorkingDays('2027-01-05', 1), '2027-01-07') // Epiphany, Wednesday
  })

  test('skips a closing range spanning the end of the year', ({ assert }) => {
    const closingDays = [{ from: '2026-12-24', to: '2027-01-06' }]
    assert.equal(addWorkingDays('2026-12-23', 1, { closingDays }), '2027-01-07')
    assert.equal(addWorkingDays('2026-12-28', 1, { closingDays }), '2027-01-07')
  })

  test('skips extra holidays such as a local patron saint', ({ assert }) => {
    /* Milan: Sant'Ambrogio Monday 7 December 2026, then the Immacolata. */
    assert.equal(addWorkingDays('2026-12-04', 1, { holidays: ['2026-12-07'] }), '2026-12-09')
  })

  test('the default earliest pickup: 2 working days after a Friday payment', ({ assert }) => {
    assert.equal(addWorkingDays('2026-04-24', 2), '2026-04-28')
  })

  test('n = 0 returns the start date unchanged, even on a holiday', ({ assert }) => {
    assert.equal(addWorkingDays('2026-04-15', 0), '2026-04-15')
    assert.equal(addWorkingDays('2026-04-05', 0), '2026-04-05')
  })

  test('accepts a luxon DateTime and returns a calendar date', ({ assert }) => {
    const friday = DateTime.fromISO('2026-04-03T22:30:00Z', { setZone: true }) // Saturday 00:30 in Rome
    assert.equal(addWorkingDays(friday, 1), '2026-04-07')
  })

  test('nextWorkingDay returns the date itself or the first working day after it', ({ assert }) => {
    assert.equal(nextWorkingDay('2026-04-15'), '2026-04-15')
    assert.equal(nextWorkingDay('2026-04-04'), '2026-04-07')
    assert.equal(
      nextWorkingDay('2026-12-24', { closingDays: [{ from: '2026-12-24', to: '2027-01-06' }] }),
      '2027-01-07'
    )
  })
})

test.group('Working days: limits and invalid input', () => {
  test('counts up to exactly 366 calendar days from the start', ({ assert }) => {
    /* Everything closed except the day 366 days after Monday 2 March 2026. */
    const closingDays = [{ from: '2026-03-03', to: '2027-03-02' }]
    assert.equal(MAX_WORKING_DAYS_SPAN, 366)
    assert.equal(addWorkingDays('2026-03-02', 1, { closingDays }), '2027-03-03')
  })

  test('refuses to count past 366 days with a typed error', ({ assert }) => {
    const closingDays = [{ from: '2026-03-03', to: '2027-03-03' }]
    assert.equal(
      codeOf(() => addWorkingDays('2026-03-02', 1, { closingDays })),
      'limit_exceeded'
    )
    assert.equal(
      codeOf(() => addWorkingDays('2026-01-01', 300)),
      'limit_exceeded'
    )
    assert.equal(
      codeOf(() => addWorkingDays('2026-01-01', 367)),
      'limit_exceeded'
    )
    assert.equal(
      codeOf(() =>
        nextWorkingDay('2026-01-01', { closingDays: [{ from: '2026-01-01', to: '2028-01-01' }] })
      ),
      'limit_exceeded'
    )
    assert.equal(
      codeOf(() => workingDaysBetween('2026-01-01', '2027-12-31')),
      'limit_exceeded'
    )
  })

  test('a full year of working days fits in the limit', ({ assert }) => {
    assert.equal(addWorkingDays('2025-12-31', 254), '2026-12-31')
  })

  test('rejects a negative or fractional count', ({ assert }) => {
    assert.equal(
      codeOf(() => addWorkingDays('2026-04-15', -1)),
      'invalid_count'
    )
    assert.equal(
      codeOf(() => addWorkingDays('2026-04-15', 1.5)),
      'invalid_count'
    )
    assert.equal(
      codeOf(() => addWorkingDays('2026-04-15', Number.NaN)),
      'invalid_count'
    )
  })

  test('rejects dates that are not yyyy-MM-dd calendar dates', ({ assert }) => {
    assert.equal(
      codeOf(() => addWorkingDays('2026-02-30', 1)),
      'invalid_date'
    )
    assert.equal(
      codeOf(() => addWorkingDays('15/04/2026', 1)),
      'invalid_date'
    )
    assert.equal(
      codeOf(() => addWorkingDays('2026-04-15T10:00:00Z', 1)),
      'invalid_date'
    )
    assert.equal(
      codeOf(() => isWorkingDay(DateTime.invalid('nope'))),
      'invalid_date'
    )
    assert.equal(
      codeOf(() => isWorkingDay('2026-04-15', { holidays: ['soon'] })),
      'invalid_date'
    )
  })

  test('rejects a closing range that ends before it starts', ({ assert }) => {
    assert.equal(
      codeOf(() =>
        addWorkingDays('2026-04-15', 1, { closingDays: [{ from: '2026-05-01', to: '2026-04-01' }] })
      ),
      'invalid_range'
    )
  })

  test('errors are WorkingDaysError instances with a readable message', ({ assert }) => {
    try {
      addWorkingDays('2026-01-01', 400)
      assert.fail('expected an error')
    } catch (error) {
      assert.instanceOf(error, WorkingDaysError)
      assert.instanceOf(error, Error)
      assert.match((error as Error).message, /366/)
    }
  })
})
