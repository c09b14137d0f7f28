import { test } from '@japa/runner'
import { balanceAfter, eurosToCents } from '#wallet/domain/ledger'

test.group('Wallet ledger rules', () => {
  test('a debit that the balance covers leaves the rest, down to exactly zero', ({ assert }) => {
    assert.equal(balanceAfter(10_000, -2_500), 7_500)
    assert.equal(balanceAfter(10_000, -10_000), 0)
    assert.equal(balanceAfter(0, 4_900), 4_900)
  })

  test('a debit larger than the balance is refused', ({ assert }) => {
    assert.isNull(balanceAfter(10_000, -10_001))
    assert.isNull(balanceAfter(0, -1))
  })

  test('amounts that are not integer cents are a programming error', ({ assert }) => {
    assert.throws(() => balanceAfter(100, 0.5))
    assert.throws(() => balanceAfter(Number.NaN, 100))
  })

  test('euro typed the Italian or the international way become integer cents', ({ assert }) => {
    assert.equal(eurosToCents('150'), 15_000)
    assert.equal(eurosToCents('12,5'), 1_250)
    assert.equal(eurosToCents('12,50'), 1_250)
    assert.equal(eurosToCents('12.50'), 1_250)
    assert.equal(eurosToCents('1.234,56'), 123_456)
    assert.equal(eurosToCents(' 1.000.000 € '), 100_000_000)
    assert.equal(eurosToCents('0,01'), 1)
    /* no float error: 0.1 + 0.2 style amounts are exact */
    assert.equal(eurosToCents('1234567,89'), 123_456_789)
  })

  test('zero, negatives, three decimals and text are not amounts', ({ assert }) => {
    for (const value of [
      '',
      '0',
      '0,00',
      '-5',
      '1,234',
      'abc',
      '12,5,0',
      '1e5',
      '9'.repeat(20),
      ',5',
    ]) {
      assert.isNull(eurosToCents(value), value)
    }
  })
})
