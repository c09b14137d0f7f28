import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  isUpcoming,
  MAX_UPCOMING_CALLS,
  mayBookCalls,
  mayCancel,
  maySessionBeSubject,
  oneSubject,
} from '#calls/domain/call_rules'

test.group('Call rules', () => {
  test('a verified carrier books, up to three upcoming calls', ({ assert }) => {
    assert.deepEqual(mayBookCalls({ kind: 'transporter', verified: true }), {
      ok: true,
      value: true,
    })
    assert.deepEqual(mayBookCalls({ kind: 'transporter', verified: false }), {
      ok: false,
      error: 'not_verified',
    })
    assert.deepEqual(mayBookCalls({ kind: 'dealer', verified: true }), {
      ok: false,
      error: 'not_a_transporter',
    })
    assert.isTrue(mayBookCalls({ kind: 'transporter', verified: true }, MAX_UPCOMING_CALLS - 1).ok)
    assert.deepEqual(mayBookCalls({ kind: 'transporter', verified: true }, MAX_UPCOMING_CALLS), {
      ok: false,
      error: 'too_many_upcoming',
    })
  })

  test('a live call may be cancelled until it starts', ({ assert }) => {
    const startsAt = DateTime.fromISO('2026-04-23T09:00:00Z')
    const before = startsAt.minus({ minutes: 1 })
    assert.isTrue(mayCancel({ startsAt, cancelledAt: null }, before).ok)
    assert.deepEqual(mayCancel({ startsAt, cancelledAt: null }, startsAt), {
      ok: false,
      error: 'already_started',
    })
    assert.deepEqual(mayCancel({ startsAt, cancelledAt: before }, before), {
      ok: false,
      error: 'already_cancelled',
    })
  })

  test('upcoming: live and not over', ({ assert }) => {
    const endsAt = DateTime.fromISO('2026-04-23T09:30:00Z')
    assert.isTrue(isUpcoming({ endsAt, cancelledAt: null }, endsAt.minus({ minutes: 10 })))
    assert.isFalse(isUpcoming({ endsAt, cancelledAt: null }, endsAt))
    assert.isFalse(
      isUpcoming({ endsAt, cancelledAt: endsAt.minus({ days: 1 }) }, endsAt.minus({ days: 1 }))
    )
  })

  test('a call has one subject at most: a transport, a session or none', ({ assert }) => {
    assert.isTrue(oneSubject({}).ok)
    assert.isTrue(oneSubject({ transportId: 4 }).ok)
    assert.isTrue(oneSubject({ privateSessionId: 7, transportId: null }).ok)
    assert.deepEqual(oneSubject({ transportId: 4, privateSessionId: 7 }), {
      ok: false,
      error: 'two_subjects',
    })
  })

  test('a session may be the subject with a pending or accepted invitation, until it is over', ({
    assert,
  }) => {
    for (const state of ['pending', 'accepted'] as const)
      for (const phase of ['scheduled', 'running'] as const)
        assert.isTrue(maySessionBeSubject(state, phase).ok, `${state} ${phase}`)
    for (const phase of ['ended', 'closed'] as const)
      assert.deepEqual(maySessionBeSubject('accepted', phase), { ok: false, error: 'closed' })
    assert.deepEqual(maySessionBeSubject('declined', 'running'), { ok: false, error: 'declined' })
    /* revoked or never invited: the session is none of the team's business */
    assert.deepEqual(maySessionBeSubject('revoked', 'running'), { ok: false, error: 'not_found' })
    assert.deepEqual(maySessionBeSubject(null, 'scheduled'), { ok: false, error: 'not_found' })
    /* the invitation is checked first: an uninvited team learns nothing of the phase */
    assert.deepEqual(maySessionBeSubject(null, 'closed'), { ok: false, error: 'not_found' })
  })
})
