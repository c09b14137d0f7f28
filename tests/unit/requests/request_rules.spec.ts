import { test } from '@japa/runner'
import {
  canCancel,
  canEdit,
  dateWindowProblems,
  euroToCents,
  formatReference,
  isForeignPlate,
  isItalianPlate,
  isVin,
  parseReference,
  type DateWindowInput,
} from '#requests/domain/request_rules'

/* Monday 13 April 2026 … Friday 17 April 2026 are working days; 25 April is a holiday (Saturday in 2026). */
function windows(overrides: Partial<DateWindowInput> = {}): DateWindowInput {
  return {
    pickup: { from: '2026-04-13', to: '2026-04-14' },
    delivery: { from: '2026-04-15', to: '2026-04-17' },
    pickupClosingDays: [],
    deliveryClosingDays: [],
    today: '2026-04-10',
    ...overrides,
  }
}

test.group('Requests / rules: states and references', () => {
  test('only drafts are edited; ordered and cancelled requests cannot be cancelled', ({
    assert,
  }) => {
    assert.isTrue(canEdit('draft'))
    assert.isFalse(canEdit('quoted'))
    assert.isTrue(canCancel('draft'))
    assert.isTrue(canCancel('submitted'))
    assert.isTrue(canCancel('quoted'))
    assert.isFalse(canCancel('ordered'))
    assert.isFalse(canCancel('cancelled'))
    assert.isFalse(canCancel('expired'))
  })

  test('a reference reads TR-YYYY-NNNNNN and parses back', ({ assert }) => {
    assert.equal(formatReference(2026, 123), 'TR-2026-000123')
    assert.equal(formatReference(2026, 1234567), 'TR-2026-1234567')
    assert.deepEqual(parseReference('tr-2026-000123'), { year: 2026, sequence: 123 })
    assert.isNull(parseReference('TR-26-1'))
  })
})

test.group('Requests / rules: vehicle identifiers and money', () => {
  test('Italian plates are two letters, three digits, two letters without I, O, Q, U', ({
    assert,
  }) => {
    assert.isTrue(isItalianPlate('AB123CD'))
    assert.isTrue(isItalianPlate('ab 123 cd'))
    assert.isTrue(isItalianPlate('GH-456-KL'))
    assert.isFalse(isItalianPlate('AB12CD'))
    assert.isFalse(isItalianPlate('AI123CD'))
    assert.isFalse(isItalianPlate('AB123CO'))
    assert.isFalse(isItalianPlate(''))
  })

  test('foreign plates are accepted leniently (2–10 letters and digits)', ({ assert }) => {
    assert.isTrue(isForeignPlate('B-MW 1234'))
    assert.isTrue(isForeignPlate('GE 12345'))
    assert.isFalse(isForeignPlate('X'))
    assert.isFalse(isForeignPlate('ABC/123'))
    assert.isFalse(isForeignPlate('A'.repeat(11)))
  })

  test('a VIN has 17 characters without I, O and Q', ({ assert }) => {
    assert.isTrue(isVin('WVWZZZ1JZXW000001'))
    assert.isTrue(isVin('wvwzzz1jzxw000001'))
    assert.isFalse(isVin('WVWZZZ1JZXW00000'))
    assert.isFalse(isVin('WVWZZZ1JZXW0000I1'))
    assert.isFalse(isVin('WVWZZZ1JZXWO00001'))
    assert.isFalse(isVin('WVWZZZ1JZXWQ00001'))
  })

  test('euro amounts become integer cents without floating point errors', ({ assert }) => {
    assert.equal(euroToCents('12.345,67'), 1_234_567)
    assert.equal(euroToCents('12345.67'), 1_234_567)
    assert.equal(euroToCents('12345,6'), 1_234_560)
    assert.equal(euroToCents('0'), 0)
    assert.equal(euroToCents(0.29), 29)
    assert.equal(euroToCents(19999.99), 1_999_999)
    assert.equal(euroToCents('1 000 €'), 100_000)
    assert.isNull(euroToCents('12,345'))
    assert.isNull(euroToCents('-5'))
    assert.isNull(euroToCents('abc'))
    assert.isNull(euroToCents(Number.NaN))
  })
})

test.group('Requests / rules: date windows', () => {
  test('valid windows on working days have no problems', ({ assert }) => {
    assert.deepEqual(dateWindowProblems(windows()), [])
  })

  test('the same day for pickup and delivery is allowed', ({ assert }) => {
    const problems = dateWindowProblems(
      windows({
        pickup: { from: '2026-04-13', to: '2026-04-13' },
        delivery: { from: '2026-04-13', to: '2026-04-13' },
      })
    )
    assert.deepEqual(problems, [])
  })

  test('missing dates are required', ({ assert }) => {
    const problems = dateWindowProblems(windows({ pickup: { from: null, to: null } }))
    assert.deepEqual(problems, [
      { field: 'pickup.dateFrom', code: 'required' },
      { field: 'pickup.dateTo', code: 'required' },
    ])
  })

  test('weekends and national holidays are not working days', ({ assert }) => {
    /* 2026-04-11 is a Saturday, 2026-06-02 the Festa della Repubblica (Tuesday) */
    const problems = dateWindowProblems(
      windows({
        pickup: { from: '2026-04-11', to: '2026-04-14' },
        delivery: { from: '2026-06-02', to: '2026-06-03' },
      })
    )
    assert.deepEqual(problems, [
      { field: 'pickup.dateFrom', code: 'not_working_day' },
      { field: 'delivery.dateFrom', code: 'not_working_day' },
    ])
  })

  test("a date inside the place's closing days is refused", ({ assert }) => {
    const problems = dateWindowProblems(
      windows({
        pickupClosingDays: [{ from: '2026-04-14', to: '2026-04-14' }],
        deliveryClosingDays: [{ from: '2026-04-16', to: '2026-04-20' }],
      })
    )
    assert.deepEqual(problems, [
      { field: 'pickup.dateTo', code: 'closing_day' },
      { field: 'delivery.dateTo', code: 'closing_day' },
    ])
  })

  test('dates in the past are refused', ({ assert }) => {
    const problems = dateWindowProblems(windows({ today: '2026-04-14' }))
    assert.deepEqual(problems, [{ field: 'pickup.dateFrom', code: 'in_the_past' }])
  })

  test('a window ending before it starts is refused', ({ assert }) => {
    const problems = dateWindowProblems(
      windows({ pickup: { from: '2026-04-14', to: '2026-04-13' } })
    )
    assert.deepEqual(problems, [{ field: 'pickup.dateTo', code: 'window_order' }])
  })

  test('the delivery window cannot start or end before the pickup window', ({ assert }) => {
    const early = dateWindowProblems(
      windows({
        pickup: { from: '2026-04-14', to: '2026-04-16' },
        delivery: { from: '2026-04-13', to: '2026-04-15' },
      })
    )
    assert.deepEqual(early, [
      { field: 'delivery.dateFrom', code: 'delivery_before_pickup' },
      { field: 'delivery.dateTo', code: 'delivery_before_pickup' },
    ])
  })
})
