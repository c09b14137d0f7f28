import { test } from '@japa/runner'
import {
  isPasswordConfirmationFresh,
  PASSWORD_CONFIRMATION_TTL_MS,
} from '#identity/domain/password_confirmation'

test.group('Password confirmation freshness', () => {
  const now = Date.UTC(2026, 5, 1, 12, 0, 0)

  test('is fresh for 3 hours after typing the password', ({ assert }) => {
    assert.equal(PASSWORD_CONFIRMATION_TTL_MS, 3 * 60 * 60 * 1000)
    assert.isTrue(isPasswordConfirmationFresh(now, now))
    assert.isTrue(isPasswordConfirmationFresh(now - PASSWORD_CONFIRMATION_TTL_MS + 1, now))
    assert.isFalse(isPasswordConfirmationFresh(now - PASSWORD_CONFIRMATION_TTL_MS, now))
  })

  test('is never fresh without a confirmation, with garbage or with a time in the future', ({
    assert,
  }) => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.isFalse(isPasswordConfirmationFresh(value as any, now))
    }
    assert.isFalse(isPasswordConfirmationFresh('123' as any, now))
    assert.isFalse(isPasswordConfirmationFresh(now + 60_000, now))
  })
})
