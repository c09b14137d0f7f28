import { test } from '@japa/runner'
import {
  acceptableTotpStep,
  consumeRecoveryCode,
  currentTotp,
  generateRecoveryCodes,
  generateTwoFactorSecret,
  isValidTotp,
  otpauthUri,
  totpTimeStep,
} from '#identity/domain/two_factor'

test.group('Two-factor rules', () => {
  test('a secret is 160 random bits in base32', ({ assert }) => {
    const a = generateTwoFactorSecret()
    const b = generateTwoFactorSecret()
    assert.match(a, /^[A-Z2-7]{32}$/)
    assert.notEqual(a, b)
  })

  test('accepts the current code and one step of clock drift, nothing older', ({ assert }) => {
    const secret = generateTwoFactorSecret()
    const now = Date.UTC(2026, 0, 15, 10, 0, 0)
    assert.isTrue(isValidTotp(secret, currentTotp(secret, now), now))
    assert.isTrue(isValidTotp(secret, currentTotp(secret, now - 30_000), now))
    assert.isTrue(isValidTotp(secret, currentTotp(secret, now + 30_000), now))
    assert.isFalse(isValidTotp(secret, currentTotp(secret, now - 120_000), now))
  })

  test('ignores spaces in the typed code and refuses anything but 6 digits', ({ assert }) => {
    const secret = generateTwoFactorSecret()
    const now = Date.now()
    const code = currentTotp(secret, now)
    assert.isTrue(isValidTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now))
    for (const bad of ['', '12345', '1234567', 'abcdef', '１２３４５６'])
      assert.isFalse(isValidTotp(secret, bad, now))
  })

  test('the otpauth URI names the issuer and the account', ({ assert }) => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'mario@example.test', 'Trasporti')
    assert.match(uri, /^otpauth:\/\/totp\/Trasporti:mario%40example\.test\?/)
    assert.include(uri, 'secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    assert.include(uri, 'issuer=Trasporti')
    assert.include(uri, 'digits=6')
  })

  test('makes 8 distinct recovery codes', ({ assert }) => {
    const codes = generateRecoveryCodes()
    assert.lengthOf(codes, 8)
    assert.lengthOf(new Set(codes), 8)
    for (const code of codes) assert.match(code, /^[0-9a-f]{5}-[0-9a-f]{5}$/)
  })

  test('a recovery code is consumed once, whatever the case, spaces or dash', ({ assert }) => {
    const codes = ['abcde-12345', 'fffff-00000']
    assert.deepEqual(consumeRecoveryCode(codes, ' ABCDE 12345 '), ['fffff-00000'])
    assert.deepEqual(consumeRecoveryCode(codes, 'abcde12345'), ['fffff-00000'])
    assert.isNull(consumeRecoveryCode(['fffff-00000'], 'abcde-12345'))
    assert.isNull(consumeRecoveryCode(codes, ''))
    assert.isNull(consumeRecoveryCode(codes, '-'))
  })
})

test.group('Two-factor codes are accepted once', () => {
  const secret = generateTwoFactorSecret()
  const now = Date.UTC(2026, 0, 15, 10, 0, 10)
  const step = Math.floor(now / 30_000)

  test('the step of a valid code, counting the drift', ({ assert }) => {
    assert.equal(totpTimeStep(secret, currentTotp(secret, now), now), step)
    assert.equal(totpTimeStep(secret, currentTotp(secret, now - 30_000), now), step - 1)
    assert.equal(totpTimeStep(secret, currentTotp(secret, now + 30_000), now), step + 1)
    assert.isNull(totpTimeStep(secret, 'abcdef', now))
  })

  test('a code of the last accepted step or an older one is refused', ({ assert }) => {
    const code = currentTotp(secret, now)
    assert.equal(acceptableTotpStep(secret, code, null, now), step)
    assert.equal(acceptableTotpStep(secret, code, step - 1, now), step)
    assert.isNull(acceptableTotpStep(secret, code, step, now))
    assert.isNull(acceptableTotpStep(secret, currentTotp(secret, now - 30_000), step, now))
    assert.equal(acceptableTotpStep(secret, currentTotp(secret, now + 30_000), step, now), step + 1)
  })
})
