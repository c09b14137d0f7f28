import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { DateTime } from 'luxon'
import {
  date,
  dateRange,
  dateTime,
  longDate,
  money,
  monthYear,
  number,
  percent,
  romeDay,
  time,
} from '#shared/format'

const run = promisify(execFile)
const formatModule = fileURLToPath(new URL('../../../app/shared/format.ts', import.meta.url))

/** Samples formatted in a child Node process running in another time zone. */
const SAMPLES = [
  '2026-03-29T00:59:59Z',
  '2026-03-29T01:00:00Z',
  '2026-10-25T00:59:59Z',
  '2026-10-25T01:00:00Z',
  '2026-12-31T23:30:00Z',
  '2026-03-29T10:00:00',
  '2026-03-29',
]

async function formatIn(timeZone: string) {
  const script = `
    const f = await import(${JSON.stringify(formatModule)})
    const samples = ${JSON.stringify(SAMPLES)}
    console.log(JSON.stringify({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      offset: new Date('2026-01-15T12:00:00Z').getTimezoneOffset(),
      dateTimes: samples.map((s) => f.dateTime(s)),
      dates: samples.map((s) => f.date(s)),
      jsDate: f.dateTime(new Date(Date.UTC(2026, 2, 29, 1, 0, 0))),
      millis: f.dateTime(Date.UTC(2026, 9, 25, 0, 59, 59)),
      localDateTime: f.dateTime(new Date(2026, 2, 29, 12, 0, 0)),
      money: f.money(123456),
      percent: f.percent(0.125),
    }))
  `
  const { stdout } = await run(
    process.execPath,
    ['--no-warnings', '--import=@poppinss/ts-exec', '--input-type=module', '-e', script],
    {
      env: { ...process.env, TZ: timeZone },
      cwd: process.cwd(),
    }
  )
  return JSON.parse(stdout) as Record<string, any>
}

test.group('Formatting: money (integer euro cents)', () => {
  test('formats cents as Italian euros with a space before €', ({ assert }) => {
    assert.equal(money(123456), '1.234,56 €')
    assert.equal(money(100), '1,00 €')
    assert.equal(money(99), '0,99 €')
  })

  test('formats zero and small amounts', ({ assert }) => {
    assert.equal(money(0), '0,00 €')
    assert.equal(money(5), '0,05 €')
    assert.equal(money(1), '0,01 €')
    assert.equal(money(10), '0,10 €')
  })

  test('formats negative amounts with a leading minus', ({ assert }) => {
    assert.equal(money(-123456), '-1.234,56 €')
    assert.equal(money(-5), '-0,05 €')
  })

  test('groups thousands even for four-digit euros', ({ assert }) => {
    assert.equal(money(100000), '1.000,00 €')
    assert.equal(money(999999), '9.999,99 €')
  })

  test('formats big amounts exactly', ({ assert }) => {
    assert.equal(money(123456789012), '1.234.567.890,12 €')
    assert.equal(money(Number.MAX_SAFE_INTEGER), '90.071.992.547.409,91 €')
    assert.equal(money(123456789012345678901234n), '1.234.567.890.123.456.789.012,34 €')
    assert.equal(money(-1n), '-0,01 €')
  })

  test('works on integer cents only: a stray fraction is rounded to the nearest cent, never shown', ({
    assert,
  }) => {
    assert.equal(money(12.4), '0,12 €')
    assert.equal(money(12.5), '0,13 €')
    assert.equal(money(-12.5), '-0,13 €')
    assert.equal(money(-0.4), '0,00 €')
    /* The classic float trap: 0.1 + 0.2 euros would be 0.30000000000000004. */
    assert.equal(money(10 + 20), '0,30 €')
  })

  test('shows a dash for values that are not numbers', ({ assert }) => {
    assert.equal(money(Number.NaN), '–')
    assert.equal(money(Number.POSITIVE_INFINITY), '–')
  })
})

test.group('Formatting: numbers and percentages', () => {
  test('numbers have 2 decimals by default with Italian separators', ({ assert }) => {
    assert.equal(number(1234.5), '1.234,50')
    assert.equal(number(0), '0,00')
    assert.equal(number(1234567.891), '1.234.567,89')
    assert.equal(number(-1234.5), '-1.234,50')
  })

  test('numbers accept another number of decimals', ({ assert }) => {
    assert.equal(number(1234.5678, 0), '1.235')
    assert.equal(number(1.5, 3), '1,500')
  })

  test('a negative value that rounds to zero is shown without a minus', ({ assert }) => {
    assert.equal(number(-0.001), '0,00')
    assert.equal(percent(-0.000001), '0,00 %')
  })

  test('percentages multiply by 100, keep 2 decimals and put a space before %', ({ assert }) => {
    assert.equal(percent(0.125), '12,50 %')
    assert.equal(percent(0.22), '22,00 %')
    assert.equal(percent(1), '100,00 %')
    assert.equal(percent(0), '0,00 %')
    assert.equal(percent(-0.05), '-5,00 %')
    assert.equal(percent(12.345), '1.234,50 %')
  })

  test('shows a dash for values that are not numbers', ({ assert }) => {
    assert.equal(number(Number.NaN), '–')
    assert.equal(percent(Number.NaN), '–')
  })
})

test.group('Formatting: dates and times in Europe/Rome', () => {
  test('dates are dd/MM/yyyy', ({ assert }) => {
    assert.equal(date('2026-11-22'), '22/11/2026')
    assert.equal(date('2026-01-05T10:00:00Z'), '05/01/2026')
  })

  test('date-times are dd/MM/yyyy HH:mm:ss in Rome time', ({ assert }) => {
    assert.equal(dateTime('2026-11-22T19:15:00Z'), '22/11/2026 20:15:00')
    assert.equal(dateTime('2026-07-01T19:15:00Z'), '01/07/2026 21:15:00')
    assert.equal(dateTime('2026-07-01T19:15:00+02:00'), '01/07/2026 19:15:00')
  })

  test('an instant near midnight UTC is the next day in Rome', ({ assert }) => {
    assert.equal(date('2026-12-31T23:30:00Z'), '01/01/2027')
    assert.equal(romeDay('2026-12-31T23:30:00Z'), '2027-01-01')
  })

  test('spring forward on 29 March 2026: 02:00 does not exist in Rome', ({ assert }) => {
    assert.equal(dateTime('2026-03-29T00:59:59Z'), '29/03/2026 01:59:59')
    assert.equal(dateTime('2026-03-29T01:00:00Z'), '29/03/2026 03:00:00')
  })

  test('fall back on 25 October 2026: 02:xx happens twice in Rome', ({ assert }) => {
    assert.equal(dateTime('2026-10-25T00:59:59Z'), '25/10/2026 02:59:59')
    assert.equal(dateTime('2026-10-25T01:00:00Z'), '25/10/2026 02:00:00')
    assert.equal(dateTime('2026-10-25T01:59:59Z'), '25/10/2026 02:59:59')
    assert.equal(dateTime('2026-10-25T02:00:00Z'), '25/10/2026 03:00:00')
  })

  test('accepts luxon DateTimes, JS Dates and epoch milliseconds', ({ assert }) => {
    assert.equal(
      dateTime(DateTime.fromISO('2026-03-29T10:00:00', { zone: 'Asia/Tokyo' })),
      '29/03/2026 03:00:00'
    )
    assert.equal(dateTime(new Date(Date.UTC(2026, 2, 29, 1, 0, 0))), '29/03/2026 03:00:00')
    assert.equal(dateTime(Date.UTC(2026, 9, 25, 0, 59, 59)), '25/10/2026 02:59:59')
  })

  test('a date-time without an offset is a Rome wall-clock time', ({ assert }) => {
    assert.equal(dateTime('2026-03-29T10:00:00'), '29/03/2026 10:00:00')
    assert.equal(dateTime('2026-03-29T10:00'), '29/03/2026 10:00:00')
  })

  test('time and long dates', ({ assert }) => {
    assert.equal(time('2026-11-22T19:15:00Z'), '20:15')
    assert.equal(longDate('2026-11-22'), '22 novembre 2026')
    assert.equal(longDate('2026-11-22', 'en'), '22 November 2026')
  })

  test('ranges and months: month names in lower case in Italian', ({ assert }) => {
    assert.equal(dateRange('2026-11-23', '2026-11-29'), '23–29 novembre 2026')
    assert.equal(dateRange('2026-11-30', '2026-12-06'), '30 novembre – 6 dicembre 2026')
    assert.equal(dateRange('2026-12-28', '2027-01-03'), '28 dicembre 2026 – 3 gennaio 2027')
    assert.equal(dateRange('2026-11-23', '2026-11-23'), '23 novembre 2026')
    assert.equal(dateRange('2026-11-23', '2026-11-29', 'en'), '23–29 November 2026')
    assert.equal(monthYear('2026-11-23'), 'novembre 2026')
    assert.equal(monthYear('2026-11-23', 'en'), 'November 2026')
    assert.equal(dateRange(null, '2026-11-29'), '–')
  })

  test('empty, invalid and zone-less SQL values show a dash', ({ assert }) => {
    assert.equal(date(null), '–')
    assert.equal(date(undefined), '–')
    assert.equal(date(''), '–')
    assert.equal(dateTime('not a date'), '–')
    assert.equal(dateTime('2026-02-30'), '–')
    assert.equal(dateTime('2026-03-29 10:00:00'), '–')
    assert.isNull(romeDay('nope'))
  })
})

test.group('Formatting: independent of the process time zone', () => {
  for (const zone of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
    test(`a process running in ${zone} prints Rome dates and times`, async ({ assert }) => {
      const result = await formatIn(zone)
      assert.equal(result.zone, zone)
      assert.deepEqual(result.dateTimes, [
        '29/03/2026 01:59:59',
        '29/03/2026 03:00:00',
        '25/10/2026 02:59:59',
        '25/10/2026 02:00:00',
        '01/01/2027 00:30:00',
        '29/03/2026 10:00:00',
        '29/03/2026 00:00:00',
      ])
      assert.deepEqual(result.dates, [
        '29/03/2026',
        '29/03/2026',
        '25/10/2026',
        '25/10/2026',
        '01/01/2027',
        '29/03/2026',
        '29/03/2026',
      ])
      assert.equal(result.jsDate, '29/03/2026 03:00:00')
      assert.equal(result.millis, '25/10/2026 02:59:59')
      assert.equal(result.money, '1.234,56 €')
      assert.equal(result.percent, '12,50 %')
    }).timeout(20000)
  }

  test('a local JS Date is the same instant, shown in Rome time', async ({ assert }) => {
    /* new Date(2026, 2, 29, 12) is noon in the process zone: 18:00 in Rome for New York (EDT). */
    assert.equal((await formatIn('America/New_York')).localDateTime, '29/03/2026 18:00:00')
    assert.equal((await formatIn('Asia/Tokyo')).localDateTime, '29/03/2026 05:00:00')
  }).timeout(20000)
})
