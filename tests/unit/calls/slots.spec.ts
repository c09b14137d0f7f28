import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  bookingWindow,
  checkSlot,
  freeSlots,
  slotAt,
  slotTimes,
  type SlotContext,
} from '#calls/domain/slots'
import {
  DEFAULT_CALL_SETTINGS,
  mergeCallSettings,
  type CallSettings,
} from '#calls/domain/call_settings'

/** A Rome wall-clock time as the clock of a test. */
const rome = (text: string) => DateTime.fromISO(text, { zone: 'Europe/Rome' })

function context(now: string, overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    now: rome(now),
    settings: DEFAULT_CALL_SETTINGS,
    closingDays: [],
    taken: [],
    ...overrides,
  }
}

const withSettings = (changes: Partial<CallSettings>): CallSettings => ({
  ...DEFAULT_CALL_SETTINGS,
  ...changes,
})

/** The problem checkSlot finds, or 'ok'. */
function problemOf(ctx: SlotContext, day: string, time: string) {
  const result = checkSlot(ctx, day, time)
  return result.ok ? 'ok' : result.error
}

test.group('Call slots: the grid of the office hours', () => {
  test('a default working day has 16 half-hour slots, none over lunch', ({ assert }) => {
    const times = slotTimes(DEFAULT_CALL_SETTINGS.officeHours, '2026-04-22')
    assert.lengthOf(times, 16)
    assert.deepEqual(times.slice(0, 3), ['09:00', '09:30', '10:00'])
    assert.include(times, '12:30')
    assert.notInclude(times, '13:00')
    assert.notInclude(times, '13:30')
    assert.include(times, '14:00')
    assert.equal(times.at(-1), '17:30')
  })

  test('a slot ends within its range: 09:15–10:00 holds only 09:15', ({ assert }) => {
    const hours = { wed: [['09:15', '10:00']] as [string, string][] }
    assert.deepEqual(slotTimes(hours, '2026-04-22'), ['09:15'])
    assert.deepEqual(slotTimes(hours, '2026-04-23'), [])
  })

  test('the defaults are Monday to Friday 9–13 and 14–18, 2 hours notice, 10 working days', ({
    assert,
  }) => {
    assert.deepEqual(DEFAULT_CALL_SETTINGS.officeHours.mon, [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ])
    assert.isUndefined(DEFAULT_CALL_SETTINGS.officeHours.sat)
    assert.equal(DEFAULT_CALL_SETTINGS.minNoticeMinutes, 120)
    assert.equal(DEFAULT_CALL_SETTINGS.horizonWorkingDays, 10)
  })

  test('a stored row falls back to the defaults value by value', ({ assert }) => {
    assert.deepEqual(mergeCallSettings(null), DEFAULT_CALL_SETTINGS)
    const merged = mergeCallSettings({
      officeHours: { mon: [['10:00', '09:00']] },
      minNoticeMinutes: -5,
      horizonWorkingDays: 20,
    })
    assert.deepEqual(merged.officeHours, DEFAULT_CALL_SETTINGS.officeHours)
    assert.equal(merged.minNoticeMinutes, 120)
    assert.equal(merged.horizonWorkingDays, 20)
    assert.deepEqual(
      mergeCallSettings({ officeHours: { sat: [['09:00', '12:00']] } }).officeHours,
      {
        sat: [['09:00', '12:00']],
      }
    )
  })
})

test.group('Call slots: which days and times may be booked', () => {
  /* Wednesday 22 April 2026, 10:05 in Rome. */
  const NOW = '2026-04-22T10:05'

  test('today offers the slots from now plus the notice, on the grid', ({ assert }) => {
    const [today] = freeSlots(context(NOW))
    assert.equal(today.date, '2026-04-22')
    /* 10:05 + 2 h = 12:05: the first slot is 12:30. */
    assert.deepEqual(
      today.slots.map((slot) => slot.time),
      ['12:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30']
    )
    assert.equal(today.slots[0].startsAt.toUTC().toISO(), '2026-04-22T10:30:00.000Z')
  })

  test('up to the 10th working day: weekends and 1 May skipped', ({ assert }) => {
    const ctx = context(NOW)
    assert.deepEqual(bookingWindow(ctx.now, ctx.settings, []), {
      from: '2026-04-22',
      to: '2026-05-07',
    })
    assert.deepEqual(
      freeSlots(ctx).map((day) => day.date),
      [
        '2026-04-22',
        '2026-04-23',
        '2026-04-24',
        '2026-04-27',
        '2026-04-28',
        '2026-04-29',
        '2026-04-30',
        '2026-05-04',
        '2026-05-05',
        '2026-05-06',
        '2026-05-07',
      ]
    )
  })

  test('a weekend day is refused', ({ assert }) => {
    assert.equal(problemOf(context(NOW), '2026-04-25', '09:00'), 'weekend')
    assert.equal(problemOf(context(NOW), '2026-04-26', '09:00'), 'weekend')
  })

  test('an Italian national holiday is refused (1 May, Easter Monday, 2 June)', ({ assert }) => {
    assert.equal(problemOf(context(NOW), '2026-05-01', '09:00'), 'holiday')
    assert.equal(problemOf(context('2026-04-01T09:00'), '2026-04-06', '09:00'), 'holiday')
    assert.equal(problemOf(context('2026-05-27T09:00'), '2026-06-02', '10:00'), 'holiday')
    assert.notInclude(
      freeSlots(context('2026-04-01T09:00')).map((day) => day.date),
      '2026-04-06'
    )
  })

  test('a platform closing day is refused and not offered', ({ assert }) => {
    const ctx = context(NOW, { closingDays: [{ from: '2026-04-27', to: '2026-04-28' }] })
    assert.equal(problemOf(ctx, '2026-04-27', '09:00'), 'closing_day')
    assert.equal(problemOf(ctx, '2026-04-28', '15:00'), 'closing_day')
    const days = freeSlots(ctx).map((day) => day.date)
    assert.notInclude(days, '2026-04-27')
    assert.notInclude(days, '2026-04-28')
    /* The horizon counts working days: the closing pushes it two days on. */
    assert.equal(days.at(-1), '2026-05-11')
  })

  test('a slot already taken is refused and not offered', ({ assert }) => {
    const taken = rome('2026-04-23T09:30')
    const ctx = context(NOW, { taken: [taken.toUTC().toISO()!] })
    assert.equal(problemOf(ctx, '2026-04-23', '09:30'), 'taken')
    assert.equal(problemOf(ctx, '2026-04-23', '10:00'), 'ok')
    const thursday = freeSlots(ctx).find((day) => day.date === '2026-04-23')!
    assert.notInclude(
      thursday.slots.map((slot) => slot.time),
      '09:30'
    )
    assert.lengthOf(thursday.slots, 15)
  })

  test('a day with every slot taken is not offered', ({ assert }) => {
    const taken = slotTimes(DEFAULT_CALL_SETTINGS.officeHours, '2026-04-23').map(
      (time) => slotAt('2026-04-23', time)!.startsAt
    )
    const days = freeSlots(context(NOW, { taken })).map((day) => day.date)
    assert.notInclude(days, '2026-04-23')
  })

  test('the past is refused: an earlier day, an earlier slot today', ({ assert }) => {
    assert.equal(problemOf(context(NOW), '2026-04-21', '15:00'), 'past_day')
    assert.equal(problemOf(context(NOW), '2026-04-22', '09:00'), 'past')
    assert.equal(problemOf(context(NOW), '2026-04-22', '10:00'), 'past')
  })

  test('a slot within the minimum notice is refused; just after it is accepted', ({ assert }) => {
    assert.equal(problemOf(context(NOW), '2026-04-22', '10:30'), 'too_soon')
    assert.equal(problemOf(context(NOW), '2026-04-22', '12:00'), 'too_soon')
    assert.equal(problemOf(context(NOW), '2026-04-22', '12:30'), 'ok')
    /* Exactly the notice: 10:00 + 2 h = 12:00 may be booked. */
    assert.equal(problemOf(context('2026-04-22T10:00'), '2026-04-22', '12:00'), 'ok')
  })

  test('a time outside the office hours or off the grid is refused', ({ assert }) => {
    for (const time of ['08:30', '13:00', '13:30', '18:00', '09:15', '9:00', 'xx'])
      assert.equal(problemOf(context(NOW), '2026-04-23', time), 'outside_hours', time)
  })

  test('a day past the horizon is refused', ({ assert }) => {
    assert.equal(problemOf(context(NOW), '2026-05-07', '09:00'), 'ok')
    assert.equal(problemOf(context(NOW), '2026-05-08', '09:00'), 'too_far')
    const short = context(NOW, { settings: withSettings({ horizonWorkingDays: 1 }) })
    assert.equal(problemOf(short, '2026-04-24', '09:00'), 'too_far')
  })

  test('an invalid day is refused', ({ assert }) => {
    for (const day of ['2026-02-30', '2026-13-01', 'tomorrow', '22/04/2026', ''])
      assert.equal(problemOf(context(NOW), day, '09:00'), 'invalid_day', day)
  })

  test('an accepted slot is the Rome instant and lasts 30 minutes', ({ assert }) => {
    const result = checkSlot(context(NOW), '2026-04-23', '15:30')
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.equal(result.value.startsAt.toUTC().toISO(), '2026-04-23T13:30:00.000Z')
    assert.equal(result.value.endsAt.toUTC().toISO(), '2026-04-23T14:00:00.000Z')
  })
})

test.group('Call slots: the weeks summer time starts and ends', () => {
  test('the week summer time starts: 09:00 is 08:00 UTC on Friday, 07:00 UTC on Monday', ({
    assert,
  }) => {
    /* Thursday 26 March 2026, 08:00 CET; summer time starts on Sunday 29 March. */
    const days = freeSlots(
      context('2026-03-26T08:00', { settings: withSettings({ horizonWorkingDays: 3 }) })
    )
    assert.deepEqual(
      days.map((day) => day.date),
      ['2026-03-26', '2026-03-27', '2026-03-30', '2026-03-31']
    )
    const first = (date: string) => days.find((day) => day.date === date)!.slots[0]
    assert.equal(first('2026-03-26').time, '10:00')
    assert.equal(first('2026-03-26').startsAt.toUTC().toISO(), '2026-03-26T09:00:00.000Z')
    assert.equal(first('2026-03-27').startsAt.toUTC().toISO(), '2026-03-27T08:00:00.000Z')
    assert.equal(first('2026-03-30').startsAt.toUTC().toISO(), '2026-03-30T07:00:00.000Z')
    const lastMonday = days.find((day) => day.date === '2026-03-30')!.slots.at(-1)!
    assert.equal(lastMonday.time, '17:30')
    assert.equal(lastMonday.endsAt.toUTC().toISO(), '2026-03-30T16:00:00.000Z')
  })

  test('the notice counts real hours across the night summer time ends', ({ assert }) => {
    /* Saturday 24 October 2026, 08:00 CEST (06:00 UTC); winter time from Sunday 25, 03:00. */
    const ctx = context('2026-10-24T08:00', {
      settings: withSettings({ minNoticeMinutes: 50 * 60 }),
    })
    /* + 50 h = Monday 26 October 08:00 UTC = 09:00 CET (a wall-clock sum would say 10:00). */
    const [monday] = freeSlots(ctx)
    assert.equal(monday.date, '2026-10-26')
    assert.equal(monday.slots[0].time, '09:00')
    assert.equal(monday.slots[0].startsAt.toUTC().toISO(), '2026-10-26T08:00:00.000Z')
    assert.equal(problemOf(ctx, '2026-10-26', '09:00'), 'ok')
    const tighter = context('2026-10-24T08:01', {
      settings: withSettings({ minNoticeMinutes: 50 * 60 }),
    })
    assert.equal(problemOf(tighter, '2026-10-26', '09:00'), 'too_soon')
    /* Friday before: 09:00 CEST was 07:00 UTC. */
    assert.equal(
      slotAt('2026-10-23', '09:00')!.startsAt.toUTC().toISO(),
      '2026-10-23T07:00:00.000Z'
    )
  })

  test('a wall-clock time that does not exist is no slot; a repeated one is its first', ({
    assert,
  }) => {
    assert.isNull(slotAt('2026-03-29', '02:30'))
    assert.equal(
      slotAt('2026-03-29', '03:00')!.startsAt.toUTC().toISO(),
      '2026-03-29T01:00:00.000Z'
    )
    assert.equal(
      slotAt('2026-10-25', '02:30')!.startsAt.toUTC().toISO(),
      '2026-10-25T00:30:00.000Z'
    )
  })

  test('whatever the zone of the clock, the same instant gives the same slots', ({ assert }) => {
    const inRome = freeSlots(context('2026-03-27T10:00'))
    const inTokyo = freeSlots({
      ...context('2026-03-27T10:00'),
      now: rome('2026-03-27T10:00').setZone('Asia/Tokyo'),
    })
    assert.deepEqual(
      inTokyo.map((day) => [day.date, day.slots.map((slot) => slot.startsAt.toMillis())]),
      inRome.map((day) => [day.date, day.slots.map((slot) => slot.startsAt.toMillis())])
    )
    /* Late evening UTC is already tomorrow in Rome. */
    const [first] = freeSlots({
      ...context('2026-04-22T00:30'),
      now: DateTime.fromISO('2026-04-21T22:30:00Z'),
    })
    assert.equal(first.date, '2026-04-22')
  })
})
