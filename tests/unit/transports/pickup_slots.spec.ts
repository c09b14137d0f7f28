import { test } from '@japa/runner'
import {
  checkPickupChoice,
  lastPickupDay,
  proposePickupSlots,
  DEFAULT_HOURS,
  MAX_PROPOSED_DAYS,
  type SlotCalendar,
} from '#transports/domain/pickup_slots'

/* 2026-11-30 is a Monday; 2026-12-08 (Immacolata) a national holiday, a Tuesday. */
const HOURS = {
  mon: [['08:00', '12:30'] as [string, string], ['14:00', '18:00'] as [string, string]],
  tue: [['08:00', '12:30'] as [string, string]],
  wed: [['09:00', '17:00'] as [string, string]],
  thu: [['09:00', '17:00'] as [string, string]],
  /* closed on Fridays */
  sat: [['08:00', '12:00'] as [string, string]],
}

const calendar = (overrides: Partial<SlotCalendar> = {}): SlotCalendar => ({
  today: '2026-11-30',
  now: '07:00',
  windowStart: null,
  windowEnd: null,
  openingHours: HOURS,
  closingDays: [],
  ...overrides,
})

test.group('Transports / pickup slots', () => {
  test('each open working day gives its opening ranges, inside the window', ({ assert }) => {
    const slots = proposePickupSlots(calendar({ windowEnd: '2026-12-02' }))
    assert.deepEqual(slots, [
      { date: '2026-11-30', from: '08:00', to: '12:30' },
      { date: '2026-11-30', from: '14:00', to: '18:00' },
      { date: '2026-12-01', from: '08:00', to: '12:30' },
      { date: '2026-12-02', from: '09:00', to: '17:00' },
    ])
  })

  test('weekends, holidays, closed weekdays and closing days give no slot', ({ assert }) => {
    const slots = proposePickupSlots(
      calendar({
        windowStart: '2026-12-03',
        windowEnd: '2026-12-10',
        closingDays: [{ from: '2026-12-09', to: '2026-12-09' }],
      })
    )
    /* Thu 3 open; Fri 4 closed weekday; Sat 5 (open hours but weekend) and Sun 6 not working;
       Mon 7 open; Tue 8 holiday; Wed 9 closing day; Thu 10 open. */
    assert.deepEqual(
      [...new Set(slots.map((slot) => slot.date))],
      ['2026-12-03', '2026-12-07', '2026-12-10']
    )
  })

  test('today only the ranges not yet over; the window start moves the first day', ({ assert }) => {
    const today = proposePickupSlots(calendar({ now: '13:00', windowEnd: '2026-11-30' }))
    assert.deepEqual(today, [{ date: '2026-11-30', from: '14:00', to: '18:00' }])
    const later = proposePickupSlots(
      calendar({ windowStart: '2026-12-02', windowEnd: '2026-12-02' })
    )
    assert.deepEqual(later, [{ date: '2026-12-02', from: '09:00', to: '17:00' }])
  })

  test('without a window end: 10 working days; a place without hours: the default hours', ({
    assert,
  }) => {
    assert.equal(lastPickupDay(calendar()), '2026-12-14')
    const slots = proposePickupSlots(calendar({ openingHours: null }))
    assert.lengthOf(slots, MAX_PROPOSED_DAYS)
    assert.deepEqual(
      slots.map((slot) => [slot.from, slot.to]),
      Array(MAX_PROPOSED_DAYS).fill(DEFAULT_HOURS[0])
    )
    assert.notInclude(
      slots.map((slot) => slot.date),
      '2026-12-08'
    )
  })

  test('a window already over, or closed throughout, proposes nothing', ({ assert }) => {
    assert.deepEqual(proposePickupSlots(calendar({ windowEnd: '2026-11-27' })), [])
    assert.deepEqual(
      proposePickupSlots(
        calendar({
          windowEnd: '2026-12-04',
          closingDays: [{ from: '2026-11-30', to: '2026-12-04' }],
        })
      ),
      []
    )
  })

  test('a typed choice: accepted within the hours, the end defaults to the range end', ({
    assert,
  }) => {
    assert.deepEqual(checkPickupChoice(calendar(), { date: '2026-12-01', from: '10:00' }), {
      ok: true,
      value: { date: '2026-12-01', from: '10:00', to: '12:30' },
    })
    assert.deepEqual(
      checkPickupChoice(calendar(), { date: '2026-11-30', from: '14:30', to: '15:30' }),
      { ok: true, value: { date: '2026-11-30', from: '14:30', to: '15:30' } }
    )
  })

  test('a typed choice is refused with its reason', ({ assert }) => {
    const reason = (choice: { date: string; from: string; to?: string }, over = {}) => {
      const result = checkPickupChoice(calendar({ windowEnd: '2026-12-11', ...over }), choice)
      return result.ok ? 'ok' : result.error
    }
    assert.equal(reason({ date: '2026-11-27', from: '10:00' }), 'in_the_past')
    assert.equal(reason({ date: '2026-11-30', from: '10:00' }, { now: '11:00' }), 'in_the_past')
    assert.equal(reason({ date: '2026-12-14', from: '10:00' }), 'outside_window')
    assert.equal(
      reason({ date: '2026-12-01', from: '10:00' }, { windowStart: '2026-12-02' }),
      'outside_window'
    )
    assert.equal(reason({ date: '2026-12-05', from: '09:00' }), 'closed_day')
    assert.equal(reason({ date: '2026-12-08', from: '09:00' }), 'closed_day')
    assert.equal(reason({ date: '2026-12-04', from: '09:00' }), 'closed_day')
    assert.equal(
      reason(
        { date: '2026-12-09', from: '09:00' },
        { closingDays: [{ from: '2026-12-09', to: '2026-12-09' }] }
      ),
      'closed_day'
    )
    assert.equal(reason({ date: '2026-12-01', from: '13:00' }), 'outside_opening_hours')
    assert.equal(
      reason({ date: '2026-11-30', from: '12:00', to: '14:30' }),
      'outside_opening_hours'
    )
    assert.equal(reason({ date: '2026-12-01', from: '10:00', to: '09:00' }), 'invalid_time')
    assert.equal(reason({ date: '2026-02-30', from: '10:00' }), 'invalid_time')
    assert.equal(reason({ date: '2026-12-01', from: '25:00' }), 'invalid_time')
  })
})
