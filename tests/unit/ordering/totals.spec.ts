import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  availabilityOf,
  orderIsCancellable,
  orderReference,
  totalsOf,
  vatOf,
} from '#ordering/domain/totals'

test.group('Ordering money and rules', () => {
  test('VAT is 22% of the net, rounded half up to the cent', ({ assert }) => {
    assert.equal(vatOf(10_000), 2_200)
    assert.equal(vatOf(1), 0)
    assert.equal(vatOf(3), 1) /* 0.66 → 1 */
    assert.equal(vatOf(25), 6) /* 5.5 → 6 */
    assert.equal(vatOf(0), 0)
    assert.throws(() => vatOf(-1))
    assert.throws(() => vatOf(10.5))
  })

  test('cart totals are the sums of the quotes, net + VAT = gross', ({ assert }) => {
    const lines = [
      { netCents: 20_000, vatCents: 4_400, grossCents: 24_400 },
      { netCents: 12_345, vatCents: 2_716, grossCents: 15_061 },
    ]
    assert.deepEqual(totalsOf(lines), { netCents: 32_345, vatCents: 7_116, grossCents: 39_461 })
    assert.deepEqual(totalsOf([]), { netCents: 0, vatCents: 0, grossCents: 0 })
  })

  test('a quote is payable while valid and before its expiry, then expired', ({ assert }) => {
    const now = DateTime.fromISO('2026-03-10T12:00:00Z')
    const future = now.plus({ minutes: 1 })
    const past = now.minus({ seconds: 1 })
    assert.equal(availabilityOf({ state: 'valid', expiresAt: future }, now.toMillis()), 'payable')
    assert.equal(availabilityOf({ state: 'valid', expiresAt: past }, now.toMillis()), 'expired')
    assert.equal(availabilityOf({ state: 'valid', expiresAt: now }, now.toMillis()), 'expired')
    assert.equal(availabilityOf({ state: 'expired', expiresAt: future }, now.toMillis()), 'expired')
    assert.equal(
      availabilityOf({ state: 'ordered', expiresAt: future }, now.toMillis()),
      'unavailable'
    )
    assert.equal(
      availabilityOf({ state: 'superseded', expiresAt: future }, now.toMillis()),
      'unavailable'
    )
  })

  test('order references carry the year and six digits of the id', ({ assert }) => {
    assert.equal(orderReference(2026, 123), 'ORD-2026-000123')
    assert.equal(orderReference(2027, 1_234_567), 'ORD-2027-1234567')
  })

  test('paid orders and orders waiting for their transfer may be cancelled', ({ assert }) => {
    assert.isTrue(orderIsCancellable('paid'))
    assert.isTrue(orderIsCancellable('pending_payment'))
    for (const state of ['cancelled', 'refunded'] as const)
      assert.isFalse(orderIsCancellable(state))
  })
})
