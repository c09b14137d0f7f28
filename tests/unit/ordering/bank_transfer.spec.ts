import { test } from '@japa/runner'
import {
  isPaymentReference,
  paymentReference,
  transferDeadlines,
  transferOutcome,
  transferStep,
} from '#ordering/domain/bank_transfer'

test.group('Ordering / bank transfer rules', () => {
  test('a payment reference carries the year, the order id and two check digits', ({ assert }) => {
    const reference = paymentReference(2026, 123)
    assert.match(reference, /^BON-2026-000123-\d{2}$/)
    assert.isTrue(isPaymentReference(reference))
    assert.isTrue(isPaymentReference(` ${reference.toLowerCase()} `))
    assert.notEqual(paymentReference(2026, 124), reference)
    /* one mistyped digit, or two swapped, is noticed */
    assert.isFalse(isPaymentReference(reference.replace('000123', '000128')))
    assert.isFalse(isPaymentReference(reference.replace('000123', '000213')))
    assert.isFalse(isPaymentReference('BON-2026-123'))
    assert.match(paymentReference(2027, 12_345_678), /^BON-2027-12345678-\d{2}$/)
  })

  test('reminder on the 3rd working day, last day to pay the 10th (weekends and holidays skipped)', ({
    assert,
  }) => {
    /* Friday 4 December 2026; 8 December (Immacolata) is a holiday */
    assert.deepEqual(transferDeadlines('2026-12-04'), {
      orderedOn: '2026-12-04',
      remindOn: '2026-12-10',
      payBy: '2026-12-21',
    })
    /* over Christmas: 25, 26 December and 1, 6 January skipped */
    assert.deepEqual(transferDeadlines('2026-12-22'), {
      orderedOn: '2026-12-22',
      remindOn: '2026-12-28',
      payBy: '2027-01-08',
    })
  })

  test('what the daily job does: wait, remind once, cancel the day after the last day', ({
    assert,
  }) => {
    const step = (today: string, reminded = false) =>
      transferStep({ orderedAt: '2026-12-04', reminded, today })
    assert.equal(step('2026-12-09'), 'wait')
    assert.equal(step('2026-12-10'), 'remind')
    assert.equal(step('2026-12-15'), 'remind')
    assert.equal(step('2026-12-15', true), 'wait')
    assert.equal(step('2026-12-21', true), 'wait')
    assert.equal(step('2026-12-22', true), 'cancel')
    assert.equal(step('2026-12-22'), 'cancel')
  })

  test('exact, partial and excess amounts', ({ assert }) => {
    assert.deepEqual(transferOutcome(24_400, 24_400), {
      paid: true,
      remainingCents: 0,
      excessCents: 0,
    })
    assert.deepEqual(transferOutcome(24_400, 10_000), {
      paid: false,
      remainingCents: 14_400,
      excessCents: 0,
    })
    assert.deepEqual(transferOutcome(24_400, 30_000), {
      paid: true,
      remainingCents: 0,
      excessCents: 5_600,
    })
  })
})
