/**
 * Hostile inputs for the fuzz suite (routes.spec.ts): fast-check arbitraries
 * for field values, bodies and query strings, fixed raw bodies that no
 * serializer would produce (malformed JSON, wrong content types), and the
 * encoders that can carry lone surrogates and NULs on the wire. Everything is
 * sampled with a seed derived from the route, so a run is reproducible and
 * adding a route does not change what the others receive.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import app from '@adonisjs/core/services/app'
import { COMMON_FIELDS, HUGE, PAYLOAD_KINDS, payload } from '../limits/payloads.js'

export const SEED = 20260707

/** A stable 31-bit seed for a label (FNV-1a), combined with SEED. */
export function seedFor(label: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash ^ SEED) >>> 1
}

/** The .ts files under a folder, recursively. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/**
 * Field names: the keys of every validator in the app (app/<capability>/validators)
 * and every name read with `input('…')` or `qs().…`, so that new forms are
 * fuzzed with their own field names, plus the common ones.
 */
function appFieldNames(): string[] {
  const names = new Set<string>()
  for (const file of sourceFiles(app.makePath('app'))) {
    const source = readFileSync(file, 'utf8')
    if (file.includes('/validators/')) {
      for (const match of source.matchAll(/^\s+([a-zA-Z_][a-zA-Z0-9_]*)\??:/gm)) names.add(match[1])
    }
    for (const match of source.matchAll(/(?:input\('|qs\(\)\.)([a-zA-Z_][a-zA-Z0-9_]*)/g)) {
      names.add(match[1])
    }
  }
  return [...names]
}

export const FIELD_NAMES = [
  ...new Set([
    ...COMMON_FIELDS,
    ...appFieldNames(),
    'id',
    'ids',
    'items',
    'vehicles',
    'stops',
    'quoteIds',
    'password',
    'current_password',
    'month',
    'year',
    'date',
    'status',
    'perPage',
    'direction',
    'channel',
  ]),
].sort()

/** Query-string names of list filters. */
export const FILTER_NAMES = [
  'page',
  'perPage',
  'q',
  'search',
  'state',
  'status',
  'from',
  'to',
  'month',
  'year',
  'date',
  'team',
  'teamId',
  'kind',
  'sort',
  'direction',
  'filter',
  'pickupProvince',
  'deliveryProvince',
  'manual',
  'category',
  'tab',
  'signature',
  'email',
  'expires',
]

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udbff\udbff',
  '0x10',
  '1e309',
  '-0',
  '-1',
  '0',
  '016',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u202egnp.exe',
  'zero\u200bwidth',
  '🚚'.repeat(50),
  'Ünïcødé 漢字',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  'MI',
  'owner',
  'dealer',
  'draft',
  'a@b.it',
  'x'.repeat(5000),
]

const NUMBERS = [
  0,
  -0,
  -1,
  1,
  16,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  9007199254740993,
  1e21,
  1e308,
  -1e308,
  1.5,
  0.1,
  5e-324,
]

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', 'a'), maxLength: 6 }),
  }
)

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) }
)

export const fieldName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '_method', '_csrf'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }
)

const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 4 })
  ),
}))
export { hostileValue }

export type Encoding = 'json' | 'form' | 'multipart'

export type Body = { encoding: Encoding; data: Record<string, unknown> }

export const hostileBody: fc.Arbitrary<Body> = fc.record({
  encoding: fc.constantFrom<Encoding>('json', 'json', 'form', 'multipart'),
  data: fc.dictionary(fieldName, hostileValue, { minKeys: 1, maxKeys: 8 }),
})

/** A query string of hostile list filters (and now and then a method override). */
export const hostileQuery = fc
  .record({
    filters: fc.dictionary(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...FILTER_NAMES) },
        { weight: 1, arbitrary: fieldName }
      ),
      fc.oneof(
        { weight: 4, arbitrary: hostileString },
        { weight: 1, arbitrary: hostileNumber },
        { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.dictionary(fieldName, hostileString, { maxKeys: 2 }) }
      ),
      { minKeys: 1, maxKeys: 5 }
    ),
    override: fc.option(fc.constantFrom('PUT', 'DELETE', 'PATCH', 'GET', 'x'), { freq: 8 }),
  })
  .map(({ filters, override }) => {
    const query = toUrlEncoded(filters)
    return override ? `${query}&_method=${override}` : query
  })

/** Odd query strings every GET receives (from the former every_route sweep). */
export const ODD_QUERIES = [
  'page=-1&perPage=100000&sort=__proto__&direction=sideways',
  'page[]=1&page[x]=2&filter[status][]=a&q=%F0%9F%9A%9A',
  `q=${'x'.repeat(4000)}`,
  'page=1e309&from=2026-02-30&to=yesterday',
  '%E0%A4%A=1',
  'q=%00&search=a%00b&state=%ED%A0%80',
  'page=0x10&perPage=-0&teamId=99999999999999999999&id=2147483648',
  'a[b][c][d][e][f][g][h]=1&q[]=x&q[]=y',
  '__proto__[admin]=1&constructor[prototype][x]=1',
  'page=1&page=2&page=3',
]

/**
 * Percent-encodes text as a browser would, except that a lone surrogate is
 * written as its (invalid) three UTF-8 bytes instead of throwing, so the
 * server sees exactly what an attacker can send.
 */
export function encodeText(text: string) {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(char)
    }
  }
  return out
}

/** `a[b][0]=x` bracket notation (what qs and the body parser read) of any value. */
export function toUrlEncoded(data: Record<string, unknown>): string {
  const pairs: string[] = []
  const walk = (prefix: string, value: unknown, depth: number) => {
    if (value !== null && typeof value === 'object' && depth < 6) {
      const entries = Object.entries(value as Record<string, unknown>)
      if (entries.length === 0) pairs.push(`${prefix}=`)
      for (const [key, child] of entries) walk(`${prefix}[${encodeText(key)}]`, child, depth + 1)
      return
    }
    pairs.push(`${prefix}=${encodeText(value === null ? '' : String(value))}`)
  }
  for (const [key, value] of Object.entries(data)) walk(encodeText(key), value, 0)
  return pairs.join('&')
}

/** Multipart fields: strings as they are, anything else as its JSON text. */
export function toFields(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ])
  )
}

/** A body sent as raw bytes with a given content type. */
export type RawBody = { label: string; contentType: string; body: string }

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** Bodies no serializer would produce: the body parser and the input normalisation must answer them. */
export const RAW_BODIES: RawBody[] = [
  { label: 'truncated JSON', contentType: 'application/json', body: '{"email": "a@b.it", ' },
  { label: 'JSON scalar', contentType: 'application/json', body: '"just a string"' },
  { label: 'JSON number 1e309', contentType: 'application/json', body: '1e309' },
  {
    label: 'JSON Infinity value',
    contentType: 'application/json',
    body: '{"id": 1e309, "page": -1e309}',
  },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  {
    label: 'JSON escapes',
    contentType: 'application/json',
    body: '{"name":"\\u0000\\ud800","\\udc00":"x"}',
  },
  {
    label: 'JSON prototype keys',
    contentType: 'application/json',
    body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"owner"}}}',
  },
  { label: 'JSON nested 2000 deep', contentType: 'application/json', body: deep(2000) },
  {
    label: 'JSON 5000 keys',
    contentType: 'application/json',
    body: JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
  },
  { label: 'text/plain', contentType: 'text/plain', body: 'email=a@b.it' },
  { label: 'XML', contentType: 'application/xml', body: '<a><email>x</email></a>' },
  { label: 'octet-stream', contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { label: 'CSP report', contentType: 'application/csp-report', body: '{"csp-report":{}}' },
  {
    label: 'urlencoded brackets',
    contentType: 'application/x-www-form-urlencoded',
    body: 'a[b][c][d][e][f][g]=1&name[]=a&name[]=b&email[x]=1&%E0%A4%A=1&x=%00&_csrf[]=1',
  },
  {
    label: 'urlencoded invalid UTF-8',
    contentType: 'application/x-www-form-urlencoded',
    body: 'name=%ED%A0%80&email=%FF%FE&notes=%C0%AF',
  },
  {
    label: 'broken multipart',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
  },
  {
    label: 'multipart file named with NUL',
    contentType: 'multipart/form-data; boundary=xyz',
    body:
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--xyz--\r\n',
  },
]

/**
 * The former every_route payloads: one value for every common field (the
 * 200 KB value on a few fields only, so that the body stays under the parser's
 * limit and reaches the validators; over the limit is tested once, in
 * tests/functional/platform/request_errors.spec.ts).
 */
export const FIXED_BODIES: Body[] = [
  ...PAYLOAD_KINDS.map((kind) => ({
    encoding: 'json' as const,
    data: payload(kind, kind === 'huge' ? ['name', 'notes', 'email', 'reason'] : COMMON_FIELDS),
  })),
  { encoding: 'form', data: { name: HUGE.slice(0, 50_000), email: 'a\u0000@b.it' } },
  { encoding: 'multipart', data: { name: 'a\u0000b', notes: '\ud800', file: 'x' } },
]

export function sample<T>(arbitrary: fc.Arbitrary<T>, label: string, count: number): T[] {
  return fc.sample(arbitrary, { seed: seedFor(label), numRuns: count })
}

/** A short, reproducible description of a payload for a failure report. */
export function describe(value: unknown) {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return (text ?? String(value)).length > 160 ? `${(text ?? '').slice(0, 160)}…` : text
}
