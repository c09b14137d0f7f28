import { test } from '@japa/runner'
import {
  ITALIAN_PROVINCES,
  ITALIAN_REGIONS,
  isProvinceCode,
  provinceByCode,
  provincesOfRegion,
} from '#shared/italian_provinces'

test.group('Italian provinces', () => {
  test('lists 107 provinces with unique two-letter codes in 20 regions', ({ assert }) => {
    assert.lengthOf(ITALIAN_PROVINCES, 107)
    assert.equal(new Set(ITALIAN_PROVINCES.map((province) => province.code)).size, 107)
    assert.isTrue(ITALIAN_PROVINCES.every((province) => /^[A-Z]{2}$/.test(province.code)))
    assert.lengthOf(ITALIAN_REGIONS, 20)
    for (const region of ITALIAN_REGIONS)
      assert.isAbove(provincesOfRegion(region.code).length, 0, region.code)
  })

  test('knows the provinces of Lombardia and Sardegna', ({ assert }) => {
    assert.lengthOf(provincesOfRegion('lombardia'), 12)
    assert.sameMembers(
      provincesOfRegion('sardegna').map((province) => province.code),
      ['SS', 'NU', 'CA', 'OR', 'SU']
    )
  })

  test('recognises codes case-insensitively and rejects unknown ones', ({ assert }) => {
    assert.isTrue(isProvinceCode('MI'))
    assert.isTrue(isProvinceCode('mb'))
    assert.isFalse(isProvinceCode('XX'))
    assert.isFalse(isProvinceCode('MIL'))
    assert.isFalse(isProvinceCode(null))
    assert.equal(provinceByCode('fc')?.name, 'Forlì-Cesena')
    assert.equal(provinceByCode('BT')?.region, 'puglia')
  })
})
