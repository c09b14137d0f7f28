/**
 * Italian fiscal identifiers (pure functions, no database, no HTTP):
 *
 *   isValidPartitaIva('00159560366')        11 digits, Luhn-style check digit
 *   isValidCodiceFiscale('RSSMRA85T10A562S') 16-char personal code with check
 *                                            character (omocodia accepted), or the
 *                                            11-digit numeric code of a company
 *   isValidSdiCode('ABC1234')               7 alphanumeric characters
 */

/** Removes spaces and uppercases: what users paste is often "IT 0015 9560 366". */
export function normalizeFiscalId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** The check digit of the first 10 digits of a Partita IVA / numeric codice fiscale. */
export function partitaIvaCheckDigit(firstTen: string): number {
  let sum = 0
  for (let index = 0; index < 10; index++) {
    const digit = firstTen.charCodeAt(index) - 48
    if (index % 2 === 0) {
      sum += digit
    } else {
      const doubled = digit * 2
      sum += doubled > 9 ? doubled - 9 : doubled
    }
  }
  return (10 - (sum % 10)) % 10
}

/**
 * A Partita IVA: exactly 11 digits (an optional "IT" prefix is tolerated),
 * not all zeros, with a valid check digit.
 */
export function isValidPartitaIva(value: unknown): boolean {
  if (typeof value !== 'string') return false
  let vat = normalizeFiscalId(value)
  if (vat.startsWith('IT')) vat = vat.slice(2)
  if (!/^\d{11}$/.test(vat)) return false
  if (/^0+$/.test(vat.slice(0, 7))) return false
  return partitaIvaCheckDigit(vat.slice(0, 10)) === vat.charCodeAt(10) - 48
}

/** Values of a character in an odd (1st, 3rd, …) position of a codice fiscale. */
const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  'A': 1,
  'B': 0,
  'C': 5,
  'D': 7,
  'E': 9,
  'F': 13,
  'G': 15,
  'H': 17,
  'I': 19,
  'J': 21,
  'K': 2,
  'L': 4,
  'M': 18,
  'N': 20,
  'O': 11,
  'P': 3,
  'Q': 6,
  'R': 8,
  'S': 12,
  'T': 14,
  'U': 16,
  'V': 10,
  'W': 22,
  'X': 25,
  'Y': 24,
  'Z': 23,
}

function evenValue(char: string): number {
  const code = char.charCodeAt(0)
  return code >= 48 && code <= 57 ? code - 48 : code - 65
}

/** The check character (16th) of the first 15 characters of a personal codice fiscale. */
export function codiceFiscaleCheckChar(firstFifteen: string): string {
  let sum = 0
  for (let index = 0; index < 15; index++) {
    const char = firstFifteen[index]!
    /* index 0 is position 1 (odd) */
    sum += index % 2 === 0 ? ODD_VALUES[char]! : evenValue(char)
  }
  return String.fromCharCode(65 + (sum % 26))
}

/** Digits may be replaced by these letters (omocodia) in the numeric positions. */
const OMOCODE = '[0-9LMNPQRSTUV]'
const PERSONAL_PATTERN = new RegExp(
  `^[A-Z]{6}${OMOCODE}{2}[ABCDEHLMPRST]${OMOCODE}{2}[A-Z]${OMOCODE}{3}[A-Z]$`
)

export function isValidPersonalCodiceFiscale(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const code = normalizeFiscalId(value)
  if (!PERSONAL_PATTERN.test(code)) return false
  return codiceFiscaleCheckChar(code.slice(0, 15)) === code[15]
}

/** A codice fiscale: personal (16 characters) or a company's (11 digits, same check as the P.IVA). */
export function isValidCodiceFiscale(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const code = normalizeFiscalId(value)
  if (code.length === 11) return /^\d{11}$/.test(code) && isValidPartitaIva(code)
  return isValidPersonalCodiceFiscale(code)
}

/** SDI recipient code (codice destinatario): 7 letters or digits. */
export function isValidSdiCode(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z0-9]{7}$/.test(normalizeFiscalId(value))
}
