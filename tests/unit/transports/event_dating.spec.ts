import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { checkEventDating } from '#transports/domain/event_dating'

/* 25 November 2026, 00:30 in Rome = 24 November 23:30 UTC */
const now = DateTime.fromISO('2026-11-24T23:30:00Z')
const base = { now, at: now, pickupOn: null, pickedUpAt: null }

test.group('Transports / dating pickups and deliveries', () => {
  test('other transitions are not dated', ({ assert }) => {
    for (const to of ['assigned', 'pickup_scheduled', 'in_transit', 'completed', 'cancelled']) {
      assert.isTrue(checkEventDating({ ...base, to, pickupOn: '2030-01-01' }).ok, to)
    }
  })

  test('a pickup on or after the scheduled day (Rome day) is accepted, before it refused', ({
    assert,
  }) => {
    /* it is already the 25th in Rome, though still the 24th in UTC */
    assert.isTrue(checkEventDating({ ...base, to: 'picked_up', pickupOn: '2026-11-25' }).ok)
    assert.isTrue(checkEventDating({ ...base, to: 'picked_up', pickupOn: '2026-11-20' }).ok)
    assert.deepEqual(checkEventDating({ ...base, to: 'picked_up', pickupOn: '2026-11-26' }), {
      ok: false,
      error: 'event_before_pickup_day',
    })
    /* a pickup with no scheduled day has no lower bound */
    assert.isTrue(checkEventDating({ ...base, to: 'picked_up' }).ok)
  })

  test('nothing happens in the future', ({ assert }) => {
    for (const to of ['picked_up', 'delivered']) {
      assert.deepEqual(checkEventDating({ ...base, to, at: now.plus({ minutes: 1 }) }), {
        ok: false,
        error: 'event_in_future',
      })
      assert.deepEqual(checkEventDating({ ...base, to, at: DateTime.invalid('bad') }), {
        ok: false,
        error: 'event_in_future',
      })
    }
  })

  test('a delivery comes after the pickup and not before the scheduled pickup day', ({
    assert,
  }) => {
    const pickedUpAt = now.minus({ hours: 2 })
    assert.isTrue(
      checkEventDating({ ...base, to: 'delivered', pickupOn: '2026-11-24', pickedUpAt }).ok
    )
    assert.deepEqual(
      checkEventDating({ ...base, to: 'delivered', at: now.minus({ hours: 3 }), pickedUpAt }),
      { ok: false, error: 'delivery_before_pickup' }
    )
    assert.deepEqual(checkEventDating({ ...base, to: 'delivered', pickupOn: '2026-12-01' }), {
      ok: false,
      error: 'event_before_pickup_day',
    })
  })
})
