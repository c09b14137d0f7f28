import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * Two-factor authentication rules (TOTP, RFC 6238): 6 digits, 30 seconds,
 * SHA-1 (what every authenticator app supports), one step of clock drift
 * accepted either way. Pure functions: no database, no HTTP.
 */
export const RECOVERY_CODES_COUNT = 8
const DIGITS = 6
const PERIOD = 30
const WINDOW = 1

/** A new random secret, base32 encoded (160 bits). */
export function generateTwoFactorSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpFor(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString()
}

/** The current code (tests and diagnostics). */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpFor(secret).generate({ timestamp })
}

/** Normalises what a user typed: spaces and dashes removed. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '')
}

/**
 * The time step (Unix time / 30 s) `code` belongs to when it is the TOTP of
 * `secret` now (± one period), else null.
 */
export function totpTimeStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const token = normaliseCode(code)
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpFor(secret).validate({ token, timestamp, window: WINDOW })
  if (delta === null) return null
  return TOTP.counter({ period: PERIOD, timestamp }) + delta
}

/** True when `code` is the TOTP of `secret` now (± one period). */
export function isValidTotp(secret: string, code: string, timestamp = Date.now()): boolean {
  return totpTimeStep(secret, code, timestamp) !== null
}

/**
 * The step of a code that may be accepted now: valid, and newer than the
 * last accepted step (RFC 6238 §5.2: a code works once, and never after a
 * newer one). Null when it must be refused.
 */
export function acceptableTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  timestamp = Date.now()
): number | null {
  const step = totpTimeStep(secret, code, timestamp)
  if (step === null) return null
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}

/** Recovery codes like "a1b2c-3d4e5": 10 hex characters, 40 bits each. */
export function generateRecoveryCodes(count = RECOVERY_CODES_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const hex = randomBytes(5).toString('hex')
    return `${hex.slice(0, 5)}-${hex.slice(5)}`
  })
}

/**
 * Consumes a recovery code: returns the remaining codes, or null when the
 * code is not one of them. Case, spaces and the dash do not matter.
 */
export function consumeRecoveryCode(codes: string[], input: string): string[] | null {
  const wanted = normaliseCode(input).toLowerCase()
  if (wanted.length === 0) return null
  const index = codes.findIndex((code) => normaliseCode(code).toLowerCase() === wanted)
  if (index === -1) return null
  return codes.filter((_, position) => position !== index)
}
