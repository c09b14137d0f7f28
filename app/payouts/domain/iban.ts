/**
 * Bank account numbers (pure), checked by `ibantools` (npm): an IBAN's
 * country format and its ISO 7064 mod-97 check digits, a BIC's format.
 * Stored in the electronic format (no spaces, upper case), shown masked.
 */
import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools'

export const IBAN_MAX_INPUT = 50

/** `it60 x054 2811…` → `IT60X0542811101000000123456` (null for anything else than text). */
export function normalizeIban(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > IBAN_MAX_INPUT) return null
  return electronicFormatIBAN(value.replace(/[\s-]/g, '')) || null
}

export type IbanProblem = 'format' | 'checksum' | 'not_sepa'

/**
 * Why an IBAN cannot receive a SEPA credit transfer, or null when it can:
 * `format` (not an IBAN of a known country's length and pattern),
 * `checksum` (the check digits do not match), `not_sepa` (a valid IBAN of
 * a country outside the SEPA area).
 */
export function ibanProblem(value: unknown): IbanProblem | null {
  const iban = normalizeIban(value)
  if (!iban) return 'format'
  const { valid, errorCodes } = validateIBAN(iban)
  if (!valid) {
    const checksumOnly = errorCodes.every(
      (code) =>
        code === ValidationErrorsIBAN.WrongIBANChecksum ||
        code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum
    )
    return checksumOnly ? 'checksum' : 'format'
  }
  if (!isSEPACountry(iban.slice(0, 2))) return 'not_sepa'
  return null
}

export function isValidSepaIban(value: unknown): boolean {
  return ibanProblem(value) === null
}

/** A BIC (8 or 11 characters), normalised, or null when not one. */
export function normalizeBic(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const bic = value.replace(/\s/g, '').toUpperCase()
  return bic.length <= 11 && isValidBIC(bic) ? bic : null
}

/** `IT60 X054 2811 1010 0000 0123 456`: how the full IBAN is printed. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban
}

/** `IT60 **** **** 3456`: country, check digits and the last four characters only. */
export function maskIban(iban: string | null | undefined): string | null {
  if (!iban) return null
  const compact = iban.replace(/\s/g, '')
  if (compact.length < 8) return '****'
  return `${compact.slice(0, 4)} **** **** ${compact.slice(-4)}`
}
