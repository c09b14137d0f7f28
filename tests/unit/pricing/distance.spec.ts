import { test } from '@japa/runner'
import { estimateDistanceKm } from '#pricing/domain/distance'
import { PROVINCE_COORDINATES } from '#shared/province_coordinates'
import { PROVINCE_CODES } from '#shared/italian_provinces'

test.group('Pricing / distance estimate', () => {
  test('every one of the 107 provinces has coordinates inside Italy', ({ assert }) => {
    assert.lengthOf(PROVINCE_CODES, 107)
    for (const code of PROVINCE_CODES) {
      const point = PROVINCE_COORDINATES[code]
      assert.exists(point, code)
      assert.isTrue(
        point.lat > 35.4 && point.lat < 47.1 && point.lng > 6.6 && point.lng < 18.6,
        code
      )
    }
    assert.lengthOf(Object.keys(PROVINCE_COORDINATES), 107)
  })

  test('Milano → Roma is about 596 km (great-circle 477 km × 1.25)', ({ assert }) => {
    assert.equal(estimateDistanceKm('MI', 'RM'), 596)
  })

  test('is symmetric and case-insensitive', ({ assert }) => {
    assert.equal(estimateDistanceKm('to', 'ba'), estimateDistanceKm('BA', 'TO'))
  })

  test('known pairs land in plausible road ranges', ({ assert }) => {
    const between = (a: string, b: string, min: number, max: number) => {
      const km = estimateDistanceKm(a, b)
      assert.isTrue(km >= min && km <= max, `${a}→${b} = ${km}`)
    }
    between('MI', 'TO', 150, 190)
    between('BO', 'FI', 90, 110)
    between('TO', 'RC', 1150, 1450)
    between('MI', 'MB', 10, 25)
  })

  test('within one province the distance is the 10 km minimum', ({ assert }) => {
    assert.equal(estimateDistanceKm('MI', 'MI'), 10)
  })

  test('an unknown province is refused', ({ assert }) => {
    assert.throws(() => estimateDistanceKm('XX', 'MI'))
  })
})
