import { test } from '@japa/runner'
import {
  acceptsPositions,
  freshness,
  positionView,
  roughEta,
  secondsBeforeNextPosition,
  SIGNAL_LOST_AFTER_MINUTES,
  TOWN_RADIUS_M,
} from '#shared/transport_position'

const LAST = {
  lat: 45.314159,
  lng: 9.503217,
  accuracyM: 18,
  recordedAt: '2026-11-25T09:30:00.000Z',
}
const route = { pickupProvince: 'MI', deliveryProvince: 'NA' }
const BEFORE = ['published', 'assigned', 'pickup_scheduled']
const AFTER = ['delivered', 'completed', 'disputed', 'cancelled']
const COORDINATE_FIELDS = [
  'lat',
  'lng',
  'radiusM',
  'recordedAt',
  'remainingKm',
  'etaMinutes',
] as const

test.group('Tracking / what an audience sees of the position', () => {
  test('before the pickup: the pickup province centre, flagged approximate, whatever is stored', ({
    assert,
  }) => {
    for (const state of BEFORE) {
      const view = positionView({ state, ...route }, LAST)
      assert.deepEqual(view, {
        mode: 'town',
        lat: 45.46,
        lng: 9.19,
        radiusM: TOWN_RADIUS_M,
        recordedAt: null,
        remainingKm: null,
        etaMinutes: null,
      })
    }
    /* an unknown province: nothing to draw rather than a wrong place */
    assert.equal(
      positionView({ state: 'assigned', pickupProvince: 'XX', deliveryProvince: 'NA' }, null).mode,
      'none'
    )
  })

  test('picked up or in transit: the last position, rounded to 5 decimals, with a rough ETA', ({
    assert,
  }) => {
    for (const state of ['picked_up', 'in_transit']) {
      const view = positionView({ state, ...route }, LAST)
      assert.equal(view.mode, 'live')
      assert.equal(view.lat, 45.31416)
      assert.equal(view.lng, 9.50322)
      assert.equal(view.radiusM, 18)
      assert.equal(view.recordedAt, LAST.recordedAt)
      assert.isAbove(view.remainingKm!, 500)
      assert.equal(view.etaMinutes, view.remainingKm)
      assert.equal(positionView({ state, ...route }, null).mode, 'none')
    }
  })

  test('after the delivery (or cancelled, disputed): hidden, every coordinate null', ({
    assert,
  }) => {
    for (const state of AFTER) {
      const view = positionView({ state, ...route }, LAST)
      assert.equal(view.mode, 'hidden')
      for (const field of COORDINATE_FIELDS) assert.isNull(view[field], `${state} ${field}`)
    }
  })

  test('only picked up and in transit accept positions', ({ assert }) => {
    assert.isTrue(acceptsPositions('picked_up'))
    assert.isTrue(acceptsPositions('in_transit'))
    for (const state of [...BEFORE, ...AFTER, 'nonsense']) assert.isFalse(acceptsPositions(state))
  })

  test('freshness: minutes ago, signal lost after the threshold', ({ assert }) => {
    const at = Date.parse(LAST.recordedAt)
    assert.deepEqual(freshness(LAST.recordedAt, at + 30_000), { minutes: 0, lost: false })
    assert.deepEqual(freshness(LAST.recordedAt, at + 12 * 60_000), { minutes: 12, lost: false })
    assert.deepEqual(
      freshness(LAST.recordedAt, at + (SIGNAL_LOST_AFTER_MINUTES - 1) * 60_000 + 59_000),
      {
        minutes: SIGNAL_LOST_AFTER_MINUTES - 1,
        lost: false,
      }
    )
    assert.deepEqual(freshness(LAST.recordedAt, at + SIGNAL_LOST_AFTER_MINUTES * 60_000), {
      minutes: SIGNAL_LOST_AFTER_MINUTES,
      lost: true,
    })
    /* a clock behind the server's never shows a negative age */
    assert.deepEqual(freshness(LAST.recordedAt, at - 120_000), { minutes: 0, lost: false })
  })

  test('rate limit: the seconds before the next stored position', ({ assert }) => {
    assert.equal(secondsBeforeNextPosition(null, 1_000_000), 0)
    assert.equal(secondsBeforeNextPosition(1_000_000, 1_000_000), 60)
    assert.equal(secondsBeforeNextPosition(1_000_000, 1_000_000 + 59_001), 1)
    assert.equal(secondsBeforeNextPosition(1_000_000, 1_000_000 + 60_000), 0)
  })

  test('rough ETA: straight line × 1.25 at 60 km/h; unknown province none', ({ assert }) => {
    /* Milan's centre to Naples' centre: ~ 660 km straight, ~ 820 km "road" */
    const eta = roughEta({ lat: 45.46, lng: 9.19 }, 'NA')
    assert.isAbove(eta.remainingKm!, 780)
    assert.isBelow(eta.remainingKm!, 860)
    assert.equal(eta.etaMinutes, eta.remainingKm)
    assert.deepEqual(roughEta({ lat: 45.46, lng: 9.19 }, 'XX'), {
      remainingKm: null,
      etaMinutes: null,
    })
  })
})
