import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  audienceOfKind,
  kindsOf,
  romeInstant,
  scheduleFrom,
  statusOf,
} from '#announcements/domain/announcements'

const NOW = DateTime.fromISO('2026-11-27T12:00:00Z')

test.group('Announcements / domain', () => {
  test('audiences: dealers and carriers by kind, everyone both, staff none, chosen teams by name', ({
    assert,
  }) => {
    assert.equal(audienceOfKind('dealer'), 'dealers')
    assert.equal(audienceOfKind('transporter'), 'transporters')
    assert.isNull(audienceOfKind('staff'))
    assert.deepEqual(kindsOf('everyone'), ['dealer', 'transporter'])
    assert.deepEqual(kindsOf('dealers'), ['dealer'])
    assert.deepEqual(kindsOf('teams'), [])
  })

  test('status: draft, scheduled before it goes out, sent while shown, ended after its end', ({
    assert,
  }) => {
    const hour = { hours: 1 }
    assert.equal(statusOf({ state: 'draft', publishAt: NOW, endsAt: null }, NOW), 'draft')
    assert.equal(
      statusOf({ state: 'scheduled', publishAt: NOW.plus(hour), endsAt: null }, NOW),
      'scheduled'
    )
    assert.equal(statusOf({ state: 'scheduled', publishAt: NOW, endsAt: null }, NOW), 'sent')
    assert.equal(
      statusOf({ state: 'scheduled', publishAt: NOW.minus(hour), endsAt: NOW }, NOW),
      'ended'
    )
  })

  test('schedule: Rome wall-clock time, now when no day is given, the end after the start', ({
    assert,
  }) => {
    assert.equal(romeInstant('2026-07-01', '09:30')!.toUTC().toISO(), '2026-07-01T07:30:00.000Z')
    assert.equal(romeInstant('2026-12-01', '09:30')!.toUTC().toISO(), '2026-12-01T08:30:00.000Z')
    assert.isNull(romeInstant(null, '09:30'))
    const base = { audience: 'dealers' as const, teamIds: [] }
    const now = scheduleFrom({ ...base, state: 'scheduled' }, NOW)
    assert.isTrue(now.ok && now.value.publishAt?.equals(NOW))
    const draft = scheduleFrom({ ...base, state: 'draft' }, NOW)
    assert.isTrue(draft.ok && draft.value.publishAt === null)
    assert.deepEqual(
      scheduleFrom(
        { ...base, state: 'scheduled', publishOn: '2026-12-05', endOn: '2026-12-04' },
        NOW
      ),
      { ok: false, error: 'ends_before_start' }
    )
    assert.deepEqual(scheduleFrom({ ...base, state: 'scheduled', endOn: '2026-11-01' }, NOW), {
      ok: false,
      error: 'ends_before_start',
    })
    assert.deepEqual(
      scheduleFrom(
        { ...base, state: 'scheduled', publishOn: '2026-10-01', endOn: '2026-11-01' },
        NOW
      ),
      { ok: false, error: 'ends_in_past' }
    )
    assert.deepEqual(scheduleFrom({ ...base, audience: 'teams', state: 'draft' }, NOW), {
      ok: false,
      error: 'no_teams',
    })
  })
})
