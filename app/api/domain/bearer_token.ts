/**
 * The shape of an API token as sent by clients: `Bearer trp_<id>.<secret>`,
 * both parts base64url, the id a positive 32-bit integer. Checking the shape
 * before the token guard keeps garbage (non-numeric ids, megabyte headers)
 * away from the database query. Pure: no DB, no HTTP.
 */
export const TOKEN_PREFIX = 'trp_'

const MAX_HEADER_LENGTH = 512
const PATTERN = /^Bearer trp_([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{20,200})$/
const MAX_ID = 2_147_483_647

export function isWellFormedBearer(header: string): boolean {
  if (header.length > MAX_HEADER_LENGTH) return false
  const match = PATTERN.exec(header)
  if (!match) return false
  const id = Buffer.from(match[1]!, 'base64url').toString('utf8')
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID
}
