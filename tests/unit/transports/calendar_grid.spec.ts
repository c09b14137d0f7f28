import { test } from '@japa/runner'
import { buildCalendar, calendarPeriod, parseCalendarQuery } from '#transports/domain/calendar_grid'

test.group('Transports / calendar grid', () => {
  test('a month covers whole weeks from Monday to Sunday', ({ assert }) => {
    const period = calendarPeriod('month', '2026-03-15')
    assert.equal(period.start, '2026-02-23')
    assert.equal(period.end, '2026-04-05')
    assert.equal(period.previous, '2026-02-01')
    assert.equal(period.next, '2026-04-01')
    const weeks = buildCalendar(period, { today: '2026-03-02', entries: [], closings: [] })
    assert.lengthOf(weeks, 6)
    for (const week of weeks) assert.lengthOf(week, 7)
    assert.isFalse(weeks[0][0].inPeriod)
    assert.isTrue(weeks[1][0].isToday)
  })

  test('a week starts on Monday even from a Sunday', ({ assert }) => {
    const period = calendarPeriod('week', '2026-03-08')
    assert.equal(period.start, '2026-03-02')
    assert.equal(period.end, '2026-03-08')
    assert.equal(period.next, '2026-03-09')
  })

  test('holidays, closing ranges and entries land on their days', ({ assert }) => {
    const period = calendarPeriod('week', '2026-04-06')
    const [week] = buildCalendar(period, {
      today: '2026-01-01',
      entries: [
        {
          kind: 'delivery',
          on: '2026-04-08',
          transportId: 2,
          reference: 'T-2',
          city: 'Roma',
          province: 'RM',
          state: 'assigned',
        },
        {
          kind: 'pickup',
          on: '2026-04-08',
          transportId: 1,
          reference: 'T-1',
          city: 'Milano',
          province: 'MI',
          state: 'published',
        },
      ],
      closings: [{ from: '2026-04-09', to: '2026-04-10', reason: 'Ferie', teamName: null }],
    })
    assert.deepEqual(week[0].holidays, ['easter_monday'])
    assert.deepEqual(
      week[2].entries.map((e) => e.kind),
      ['pickup', 'delivery']
    )
    assert.lengthOf(week[3].closings, 1)
    assert.lengthOf(week[4].closings, 1)
    assert.isTrue(week[5].isWeekend)
  })

  test('the query string falls back to this month when malformed', ({ assert }) => {
    assert.deepEqual(parseCalendarQuery({ view: 'week', date: '2026-02-30' }, '2026-05-01'), {
      view: 'week',
      date: '2026-05-01',
    })
    assert.deepEqual(parseCalendarQuery({ view: ['x'], date: '1800-01-01' }, '2026-05-01'), {
      view: 'month',
      date: '2026-05-01',
    })
  })
})
