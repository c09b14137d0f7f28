import { test } from '@japa/runner'
import { computeSchedule, deliveryDays, deliveryEstimate } from '#transports/domain/schedule'

test.group('Transports / schedule of a new transport', () => {
  test('the earliest pickup is two working days after payment', ({ assert }) => {
    /* Monday 2026-03-02 → Wednesday 2026-03-04 */
    assert.equal(
      computeSchedule({ paidOn: '2026-03-02', express: false, distanceKm: 100 }).pickupOn,
      '2026-03-04'
    )
  })

  test('express pickup is one working day after payment, skipping the weekend and Easter Monday', ({
    assert,
  }) => {
    /* Friday 2026-04-03 + 1 → Tuesday 2026-04-07 */
    assert.equal(
      computeSchedule({ paidOn: '2026-04-03', express: true, distanceKm: 100 }).pickupOn,
      '2026-04-07'
    )
  })

  test('the pickup is never before the window start, moved to a working day', ({ assert }) => {
    const result = computeSchedule({
      paidOn: '2026-03-02',
      express: false,
      pickupWindowStart: '2026-03-14',
      distanceKm: 10,
    })
    /* Saturday 14 → Monday 16 */
    assert.equal(result.pickupOn, '2026-03-16')
  })

  test('closing days are skipped for pickup and delivery', ({ assert }) => {
    const result = computeSchedule({
      paidOn: '2026-03-02',
      express: false,
      distanceKm: 390,
      closingDays: [{ from: '2026-03-04', to: '2026-03-05' }],
    })
    assert.equal(result.pickupOn, '2026-03-06')
    assert.equal(result.deliveryEstimateOn, '2026-03-09')
  })

  test('the delivery estimate adds one working day per started 400 km, minimum one', ({
    assert,
  }) => {
    assert.equal(deliveryDays(0), 1)
    assert.equal(deliveryDays(400), 1)
    assert.equal(deliveryDays(401), 2)
    assert.equal(deliveryDays(1200), 3)
    assert.equal(
      computeSchedule({ paidOn: '2026-03-02', express: false, distanceKm: 801 }).deliveryEstimateOn,
      '2026-03-09'
    )
  })

  test('the delivery estimate is never before the delivery window opens', ({ assert }) => {
    /* Paid Monday 2 March, pickup Wednesday 4, 100 km: Thursday 5, but the window opens Monday 16. */
    const result = computeSchedule({
      paidOn: '2026-03-02',
      express: false,
      distanceKm: 100,
      deliveryWindowStart: '2026-03-16',
    })
    assert.equal(result.pickupOn, '2026-03-04')
    assert.equal(result.deliveryEstimateOn, '2026-03-16')
    /* A window that opens on a Sunday: the Monday after. */
    assert.equal(
      deliveryEstimate({
        pickupOn: '2026-03-04',
        distanceKm: 100,
        deliveryWindowStart: '2026-03-15',
      }),
      '2026-03-16'
    )
    /* A window already open: the driving days decide. */
    assert.equal(
      deliveryEstimate({
        pickupOn: '2026-03-04',
        distanceKm: 900,
        deliveryWindowStart: '2026-03-01',
      }),
      '2026-03-09'
    )
  })
})
