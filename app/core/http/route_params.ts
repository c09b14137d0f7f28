/**
 * One id matcher for every route. A route parameter named `id` or ending in
 * `Id` matches only the decimal digits of a positive integer that fits the
 * database's `integer` column (1 … 2 147 483 647, no sign, no leading zero,
 * no `0x10`): anything else does not match the route, so the answer is the
 * same 404 as an unknown URL and no query ever sees the value. The value
 * reaches the controller as a number (`ctx.params.id`).
 *
 * The names are registered as global matchers of the router; a test walks
 * the router and fails when a route has an id-like parameter that is not
 * covered (add its name here).
 */
import router from '@adonisjs/core/services/router'

/** PostgreSQL `integer` (Lucid's `increments`), the type of every primary and foreign key. */
export const MAX_ID = 2_147_483_647

/**
 * A regular expression matching exactly the decimal numbers 1 … max, built
 * digit by digit from the maximum (a range check inside the route matcher,
 * which can only test a pattern).
 */
export function decimalRangePattern(max: number): RegExp {
  const digits = String(max)
  const alternatives = [`[1-9]\\d{0,${digits.length - 2}}`]
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index])
    const prefix = digits.slice(0, index)
    const rest = digits.length - index - 1
    const low = index === 0 ? 1 : 0
    if (digit > low) {
      alternatives.push(`${prefix}[${low}-${digit - 1}]${rest > 0 ? `\\d{${rest}}` : ''}`)
    }
  }
  alternatives.push(digits)
  return new RegExp(`^(?:${alternatives.join('|')})$`)
}

export const ID_PATTERN = decimalRangePattern(MAX_ID)

/** Whether a value (route parameter, query string, body field) is a valid record id. */
export function isId(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID
  return typeof value === 'string' && ID_PATTERN.test(value)
}

/** The id a value denotes, or null. */
export function toId(value: unknown): number | null {
  return isId(value) ? Number(value) : null
}

export const idMatcher = { match: ID_PATTERN, cast: (value: string) => Number(value) }

/** Every id-like route parameter name in use. */
export const ID_PARAMS = [
  'id',
  'addressId',
  'attachmentId',
  'bidId',
  'categoryId',
  'closingDayId',
  'documentId',
  'dryRunId',
  'invitationId',
  'makeId',
  'memberId',
  'modelId',
  'photoId',
  'proofId',
  'recipientId',
  'searchId',
  'supplierId',
  'teamId',
  'transportId',
  'userId',
] as const

export function isIdParamName(name: string) {
  return name === 'id' || name.endsWith('Id')
}

for (const name of ID_PARAMS) router.where(name, idMatcher)
