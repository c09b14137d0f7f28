/**
 * Hostile and unusual payloads for form endpoints: empty, too long, wrong
 * types, unicode/emoji, a 200 KB field, prototype keys. Each builder turns a
 * list of field names into a request body.
 */
export const KB = 1024
export const COOKIE_LIMIT = 4096

export const EMOJI = '🚚🚗💶 Ünïcødé 漢字 ‮ zero\u200bwidth'
export const HUGE = 'x'.repeat(200 * KB)

export type PayloadKind =
  'empty' | 'too_long' | 'array' | 'object' | 'unicode' | 'huge' | 'null' | 'numbers'

export const PAYLOAD_KINDS: PayloadKind[] = [
  'empty',
  'too_long',
  'array',
  'object',
  'unicode',
  'huge',
  'null',
  'numbers',
]

export function valueFor(kind: PayloadKind): unknown {
  switch (kind) {
    case 'empty':
      return ''
    case 'too_long':
      return 'a'.repeat(5000)
    case 'array':
      return ['a', 'b']
    case 'object':
      return { nested: { deeper: 'x' }, length: 3 }
    case 'unicode':
      return EMOJI
    case 'huge':
      return HUGE
    case 'null':
      return null
    case 'numbers':
      return 12345678901234567890
  }
}

export function payload(kind: PayloadKind, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, valueFor(kind)]))
}

/** Field names used by the app's forms (and a few dangerous ones), for endpoints we do not know in detail. */
export const COMMON_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'passwordConfirmation',
  'currentPassword',
  'fullName',
  'name',
  'companyName',
  'kind',
  'terms',
  'locale',
  'token',
  'code',
  'recoveryCode',
  'role',
  'memberId',
  'label',
  'street',
  'cap',
  'city',
  'province',
  'phone',
  'referentName',
  'referentPhone',
  'referentEmail',
  'openingHours',
  'notes',
  'startsOn',
  'endsOn',
  'addressId',
  'reason',
  'types',
  'legalName',
  'vatNumber',
  'fiscalCode',
  'sdiCode',
  'pec',
  'teamId',
  'abilities',
  'page',
  'sort',
  'filter',
  'constructor',
]

/** Every Set-Cookie header must fit in a browser cookie (4 KB). */
export function oversizedCookies(setCookie: string | string[] | undefined): string[] {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]
  return lines
    .filter((line) => Buffer.byteLength(line) >= COOKIE_LIMIT)
    .map((line) => `${line.slice(0, 40)}… (${Buffer.byteLength(line)} bytes)`)
}
