import { test } from '@japa/runner'
import Transport from '#transports/models/transport'
import { calendarDay, columnsOf, instant, toPlainRows } from '#core/database/plain_rows'

/** List rows as plain values (app/core/database/plain_rows.ts), from SQLite text or PostgreSQL values. */
test.group('Plain rows', () => {
  test('calendar days from SQLite text and from PostgreSQL dates', ({ assert }) => {
    assert.equal(calendarDay('2026-11-28'), '2026-11-28')
    assert.equal(calendarDay(new Date(2026, 10, 28)), '2026-11-28')
    assert.isNull(calendarDay(null))
    assert.isNull(calendarDay(''))
  })

  test('instants: SQL text in the server zone (as Lucid writes it), Dates, offsets', ({
    assert,
  }) => {
    const local = new Date(2026, 10, 22, 23, 11, 7).toISOString()
    assert.equal(instant('2026-11-22 23:11:07'), local)
    assert.equal(instant('2026-11-22T23:11:07'), local)
    assert.equal(
      instant('2026-11-22 23:11:07.5'),
      new Date(2026, 10, 22, 23, 11, 7, 500).toISOString()
    )
    assert.equal(instant(new Date(Date.UTC(2026, 2, 29, 1, 0, 0))), '2026-03-29T01:00:00.000Z')
    assert.equal(instant('2026-03-29T03:00:00+02:00'), '2026-03-29T01:00:00.000Z')
    assert.isNull(instant('not a date'))
    assert.isNull(instant(null))
  })

  test('rows keyed by attribute, dates as text, columns from the model', ({ assert }) => {
    const attributes = ['id', 'reference', 'pickupOn', 'createdAt', 'transporterTeamId'] as const
    assert.deepEqual(columnsOf(Transport, attributes), [
      'transports.id',
      'transports.reference',
      'transports.pickup_on',
      'transports.created_at',
      'transports.transporter_team_id',
    ])
    const [row] = toPlainRows(
      Transport,
      [
        {
          id: 7,
          reference: 'T-2026-000007',
          pickup_on: '2026-11-28',
          created_at: '2026-11-22 23:11:07',
          transporter_team_id: null,
          vehicles_count: 3,
        },
      ],
      attributes,
      ['vehicles_count']
    )
    assert.deepEqual(row, {
      id: 7,
      reference: 'T-2026-000007',
      pickupOn: '2026-11-28',
      createdAt: new Date(2026, 10, 22, 23, 11, 7).toISOString(),
      transporterTeamId: null,
      vehicles_count: 3,
    })
  })

  test('an attribute the model does not have is a programming error', ({ assert }) => {
    assert.throws(
      () => columnsOf(Transport, ['nope' as 'id']),
      'Transport has no column for the attribute "nope"'
    )
  })
})
