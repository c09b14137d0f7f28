import { test } from '@japa/runner'
import { proposeConsolidations, roadKm, type OpenTransport } from '#maps/domain/consolidation'

/*
 * Hand-computed km: on one meridian a degree of latitude is 6371 × π / 180 =
 * 111.195 km of great circle, × 1.25 (the project's road factor) = 138.994
 * road km; 0.1° = 13.899 km, 0.3° = 41.698 km.
 */
const days = (from: string, to = from) => ({ from: `2026-12-${from}`, to: `2026-12-${to}` })

function transport(
  id: number,
  pickupLat: number,
  deliveryLat: number,
  window = days('01', '03'),
  vehicleCount = 1
): OpenTransport {
  return {
    id,
    pickup: { lat: pickupLat, lng: 9 },
    delivery: { lat: deliveryLat, lng: 9 },
    window,
    vehicleCount,
  }
}

test.group('Maps / logistics consolidations', () => {
  test('the road estimate is the great circle × 1.25', ({ assert }) => {
    assert.closeTo(roadKm({ lat: 45, lng: 9 }, { lat: 44, lng: 9 }), 138.994, 0.001)
  })

  test('two cars from the same place to the same place: one trip instead of two', ({ assert }) => {
    const [group] = proposeConsolidations([
      transport(1, 45, 44),
      transport(2, 45, 44, days('02'), 3),
    ])
    /* separately 2 × 138.994 = 277.99 → 278; together 0 + 138.994 + 0 → 139; saving 139 */
    assert.deepEqual(group, {
      ids: [1, 2],
      vehicleCount: 4,
      window: days('02'),
      separateKm: 278,
      consolidatedKm: 139,
      savingKm: 139,
    })
  })

  test('pickups 14 km apart: both pickups, then the nearest delivery first', ({ assert }) => {
    const proposals = proposeConsolidations([transport(1, 45, 44), transport(2, 45.1, 44.1)])
    /* together: A→B pickup 13.899, B pickup→B delivery 138.994, → A delivery 13.899 = 166.79 → 167 */
    assert.lengthOf(proposals, 1)
    assert.deepInclude(proposals[0], {
      ids: [1, 2],
      separateKm: 278,
      consolidatedKm: 167,
      savingKm: 111,
    })
  })

  test('pickups 42 km apart: beyond 30 km no proposal, within 50 km one', ({ assert }) => {
    const far = [transport(1, 45, 44), transport(2, 45.3, 44.3)]
    assert.deepEqual(proposeConsolidations(far, 30), [])
    const [group] = proposeConsolidations(far, 50)
    /* together: 41.698 + 138.994 + 41.698 = 222.39 → 222; saving 278 − 222 = 56 */
    assert.equal(group.consolidatedKm, 222)
    assert.equal(group.savingKm, 56)
  })

  test('deliveries far apart are not consolidated even when the pickups are the same', ({
    assert,
  }) => {
    assert.deepEqual(proposeConsolidations([transport(1, 45, 44), transport(2, 45, 42)]), [])
  })

  test('pickup windows must share a day; the group keeps the days all share', ({ assert }) => {
    const a = transport(1, 45, 44, days('01', '03'))
    const b = transport(2, 45, 44, days('03', '05'))
    const c = transport(3, 45, 44, days('04', '06'))
    const d = transport(4, 45, 44, days('10', '12'))
    const proposals = proposeConsolidations([d, c, b, a])
    /* A opens (earliest), B shares the 3rd; C (4th–6th) no longer fits; C and D share nothing */
    assert.lengthOf(proposals, 1)
    assert.deepEqual(proposals[0].ids, [1, 2])
    assert.deepEqual(proposals[0].window, days('03'))
  })

  test('each transport joins one group; larger savings first', ({ assert }) => {
    const proposals = proposeConsolidations([
      transport(1, 45, 44),
      transport(2, 45, 44),
      transport(3, 40, 38),
      transport(4, 40, 38),
      transport(5, 40, 38),
    ])
    /* 3 × 2° = 834 separately, 278 together (saving 556) before 278 − 139 = 139 */
    assert.deepEqual(
      proposals.map((group) => [group.ids, group.savingKm]),
      [
        [[3, 4, 5], 556],
        [[1, 2], 139],
      ]
    )
  })
})
