import { test } from '@japa/runner'
import { decimalRangePattern, ID_PATTERN, isId, MAX_ID, toId } from '#core/http/route_params'

test.group('Route params: one id matcher', () => {
  test('accepts exactly the decimal numbers 1 … 2 147 483 647', ({ assert }) => {
    for (const ok of ['1', '9', '10', '16', '999999999', '1000000000', '2147483647', '2099999999']) {
      assert.isTrue(ID_PATTERN.test(ok), ok)
    }
    for (const bad of [
      '0',
      '00',
      '016',
      '-1',
      '+1',
      '0x10',
      '1e3',
      '1.0',
      ' 1',
      '1 ',
      '2147483648',
      '2147483650',
      '2200000000',
      '9999999999',
      '99999999999999999999',
      '١٢',
      '',
    ]) {
      assert.isFalse(ID_PATTERN.test(bad), bad)
    }
  })

  test('the range pattern is exact at every boundary of any maximum', ({ assert }) => {
    for (const max of [7, 10, 99, 100, 120, 305, 1000, 65535, MAX_ID]) {
      const pattern = decimalRangePattern(max)
      for (const n of [1, 2, max - 1, max, max + 1, max * 10, Math.floor(max / 10) + 1]) {
        if (n < 1) continue
        assert.equal(pattern.test(String(n)), n <= max, `${n} for max ${max}`)
      }
    }
  })

  test('isId and toId read route, query and body values alike', ({ assert }) => {
    assert.equal(toId('42'), 42)
    assert.equal(toId(42), 42)
    assert.isNull(toId('0x2a'))
    assert.isNull(toId(2_147_483_648))
    assert.isNull(toId(1.5))
    assert.isNull(toId(['1']))
    assert.isFalse(isId(null))
  })
})
