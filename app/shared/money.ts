/**
 * Money typed by people. Pure: no database, no HTTP; amounts are integer
 * cents everywhere else (DOMAIN.md §3).
 */

/**
 * Parses an amount in euro typed by a person ("12", "12,5", "1.234,56",
 * "12.50") into integer cents, without floating point. Null when it is not a
 * positive amount with at most 2 decimals.
 */
export function eurosToCents(input: string): number | null {
  const text = input.trim().replace(/\s|€/g, '')
  let integer: string
  let decimals = ''
  const comma = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text)
  const dot = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (dot) {
    integer = dot[1]!
    decimals = dot[2] ?? ''
  } else if (comma) {
    integer = comma[1]!.replace(/\./g, '')
    decimals = comma[2] ?? ''
  } else {
    return null
  }
  if (integer.length > 12) return null
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null
}
