import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { checkDisputeOpening, checkRefund } from '#transports/domain/disputes'

const now = DateTime.fromISO('2026-11-25T10:00:00Z')

test.group('Transports / dispute rules', () => {
  test('opened only on a delivered transport, within 48 hours of the delivery', ({ assert }) => {
    const open = (state: string, hoursAgo: number | null) =>
      checkDisputeOpening({
        state,
        deliveredAt: hoursAgo === null ? null : now.minus({ hours: hoursAgo }),
        now,
      })
    assert.isTrue(open('delivered', 0).ok)
    assert.isTrue(open('delivered', 48).ok)
    assert.deepEqual(open('delivered', 48.01), { ok: false, error: 'dispute_window_closed' })
    assert.deepEqual(open('delivered', null), { ok: false, error: 'not_delivered' })
    for (const state of ['in_transit', 'completed', 'disputed'])
      assert.deepEqual(open(state, 1), { ok: false, error: 'not_delivered' }, state)
  })

  test('a refund is 1 cent … what was paid minus what was refunded; none completes as is', ({
    assert,
  }) => {
    const base = { paidGrossCents: 61_000, refundedCents: 1_000 }
    assert.deepEqual(checkRefund({ ...base, refundCents: null }), { ok: true, value: 0 })
    assert.deepEqual(checkRefund({ ...base, refundCents: 1 }), { ok: true, value: 1 })
    assert.deepEqual(checkRefund({ ...base, refundCents: 60_000 }), { ok: true, value: 60_000 })
    assert.deepEqual(checkRefund({ ...base, refundCents: 60_001 }), {
      ok: false,
      error: 'refund_too_large',
    })
    for (const bad of [0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      assert.isFalse(checkRefund({ ...base, refundCents: bad }).ok, String(bad))
  })
})
