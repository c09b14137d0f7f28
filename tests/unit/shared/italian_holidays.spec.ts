import { test } from '@japa/runner'
import {
  easterSunday,
  isItalianHoliday,
  italianHolidays,
  italianHolidaysOn,
} from '#shared/italian_holidays'

test.group('Italian national holidays', () => {
  test('computes Easter Sunday for known years', ({ assert }) => {
    assert.equal(easterSunday(2024), '2024-03-31')
    assert.equal(easterSunday(2025), '2025-04-20')
    assert.equal(easterSunday(2026), '2026-04-05')
    assert.equal(easterSunday(2027), '2027-03-28')
    assert.equal(easterSunday(2028), '2028-04-16')
    assert.equal(easterSunday(2038), '2038-04-25')
    /* The earliest and latest possible dates. */
    assert.equal(easterSunday(2285), '2285-03-22')
    assert.equal(easterSunday(1943), '1943-04-25')
  })

  test('lists the thirteen national holidays of 2026, including Easter Monday and 4 October', ({
    assert,
  }) => {
    assert.deepEqual(
      italianHolidays(2026).map((holiday) => `${holiday.date} ${holiday.key}`),
      [
        '2026-01-01 new_year',
        '2026-01-06 epiphany',
        '2026-04-05 easter',
        '2026-04-06 easter_monday',
        '2026-04-25 liberation_day',
        '2026-05-01 labour_day',
        '2026-06-02 republic_day',
        '2026-08-15 assumption',
        '2026-10-04 saint_francis',
        '2026-11-01 all_saints',
        '2026-12-08 immaculate_conception',
        '2026-12-25 christmas',
        '2026-12-26 saint_stephen',
      ]
    )
  })

  test('moves Easter and Easter Monday with the year (2027: 28 and 29 March)', ({ assert }) => {
    const dates = italianHolidays(2027).map((holiday) => holiday.date)
    assert.include(dates, '2027-03-28')
    assert.include(dates, '2027-03-29')
    assert.notInclude(dates, '2027-04-05')
    assert.isTrue(isItalianHoliday('2027-03-29'))
    assert.isFalse(isItalianHoliday('2026-03-29'))
  })

  test('treats 4 October as a national holiday only from 2026', ({ assert }) => {
    assert.isFalse(isItalianHoliday('2025-10-04'))
    assert.lengthOf(italianHolidays(2025), 12)
    assert.isTrue(isItalianHoliday('2026-10-04'))
    assert.isTrue(isItalianHoliday('2027-10-04'))
    assert.deepEqual(italianHolidaysOn('2027-10-04'), [
      { date: '2027-10-04', key: 'saint_francis' },
    ])
  })

  test('keeps both holidays when Easter Monday falls on 25 April (2011)', ({ assert }) => {
    assert.deepEqual(
      italianHolidaysOn('2011-04-25').map((holiday) => holiday.key),
      ['easter_monday', 'liberation_day']
    )
  })

  test('includes Ferragosto and the Christmas days but not local patron saints', ({ assert }) => {
    assert.isTrue(isItalianHoliday('2028-08-15'))
    assert.isTrue(isItalianHoliday('2026-12-25'))
    assert.isTrue(isItalianHoliday('2026-12-26'))
    assert.isFalse(isItalianHoliday('2026-12-07')) // Sant'Ambrogio, Milan only
    assert.isFalse(isItalianHoliday('2026-06-29')) // Santi Pietro e Paolo, Rome only
    assert.isFalse(isItalianHoliday('2026-12-24'))
  })

  test('refuses years outside the Gregorian calendar', ({ assert }) => {
    assert.throws(() => italianHolidays(1500), /Unsupported year/)
    assert.throws(() => italianHolidays(2026.5), /Unsupported year/)
  })

  test('returns the same frozen list for repeated calls', ({ assert }) => {
    const first = italianHolidays(2026)
    assert.strictEqual(italianHolidays(2026), first)
    assert.isTrue(Object.isFrozen(first))
  })
})
