import { test } from '@japa/runner'
import { balanceAfter, checkEntries } from '#ledger/domain/accounts'
import { eurosToCents } from '#shared/money'

test.group('Ledger / account rules', () => {
  test('a debit that the balance covers leaves the rest, down to exactly zero', ({ assert }) => {
    assert.equal(balanceAfter('dealer_wallet', 10_000, -2_500, 'order_payment'), 7_500)
    assert.equal(balanceAfter('dealer_wallet', 10_000, -10_000, 'order_payment'), 0)
    assert.equal(balanceAfter('dealer_wallet', 0, 4_900, 'card_top_up'), 4_900)
  })

  test('a debit larger than the balance is refused', ({ assert }) => {
    assert.isNull(balanceAfter('dealer_wallet', 10_000, -10_001, 'order_payment'))
    assert.isNull(balanceAfter('dealer_wallet', 0, -1, 'adjustment'))
    assert.isNull(balanceAfter('transporter_payable', 500, -501, 'payout'))
  })

  test('amounts that are not integer cents are a programming error', ({ assert }) => {
    assert.throws(() => balanceAfter('dealer_wallet', 100, 0.5, 'adjustment'))
    assert.throws(() => balanceAfter('dealer_wallet', Number.NaN, 100, 'adjustment'))
  })

  test('a transaction has two entries at least, integer cents summing to zero, owners named', ({
    assert,
  }) => {
    const wallet = { account: 'dealer_wallet' as const, teamId: 1, amountCents: 100 }
    assert.isNull(checkEntries([{ account: 'bank', amountCents: -100 }, wallet]))
    assert.equal(checkEntries([wallet]), 'unbalanced')
    assert.equal(checkEntries([{ account: 'bank', amountCents: -99 }, wallet]), 'unbalanced')
    assert.equal(
      checkEntries([
        { account: 'bank', amountCents: -100.5 },
        { ...wallet, amountCents: 100.5 },
      ]),
      'invalid_amount'
    )
    assert.equal(
      checkEntries([
        { account: 'bank', amountCents: 0 },
        { ...wallet, amountCents: 0 },
      ]),
      'invalid_amount'
    )
    assert.equal(
      checkEntries([
        { account: 'bank', amountCents: -100 },
        { account: 'dealer_wallet', amountCents: 100 },
      ]),
      'missing_owner'
    )
    assert.equal(
      checkEntries([
        { account: 'platform_revenue', amountCents: -100 },
        { account: 'held', teamId: 1, amountCents: 100 },
      ]),
      'missing_owner'
    )
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
