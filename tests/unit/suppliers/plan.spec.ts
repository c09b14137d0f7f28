import { test } from '@japa/runner'
import { FREE_SUPPLIER_LIMIT, canAddSupplier } from '#suppliers/domain/plan'

test.group('Suppliers / plan limit', () => {
  test('the free plan allows 5 suppliers, pro is unlimited', ({ assert }) => {
    assert.equal(FREE_SUPPLIER_LIMIT, 5)
    assert.isTrue(canAddSupplier('free', 4))
    assert.isFalse(canAddSupplier('free', 5))
    assert.isTrue(canAddSupplier('pro', 500))
  })
})
