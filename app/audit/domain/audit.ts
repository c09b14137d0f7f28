/**
 * The audit trail's vocabulary (issue 14). Pure: no database.
 */

/** The staff actions recorded, each a translation key of the Admin → Audit page. */
export const AUDIT_ACTIONS = [
  'settings.updated',
  'wallet.adjusted',
  'transport.transition',
  'payout_batch.created',
  'payout_batch.approved',
  'payout_batch.paid',
  'bank_transfer.received',
  'team.created',
  'team.verified',
  'team.suspended',
  'team.reinstated',
  'impersonation.started',
  'impersonation.stopped',
  'announcement.created',
  'announcement.updated',
  'announcement.deleted',
  'mail_settings.updated',
  'notification_template.saved',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value)
}

type Json = Record<string, unknown>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What changed between two versions of a record, as two objects holding only
 * the paths that differ (nested objects compared key by key, `a.b` paths):
 * `{ before: { 'company.iban': 'IT…' }, after: { 'company.iban': 'IT…' } }`.
 */
export function changedValues(
  before: Json,
  after: Json,
  prefix = ''
): { before: Json; after: Json } {
  const result = { before: {} as Json, after: {} as Json }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  for (const key of keys) {
    const [left, right] = [before[key], after[key]]
    if (same(left, right)) continue
    const path = `${prefix}${key}`
    if (isPlainObject(left) && isPlainObject(right)) {
      const nested = changedValues(left, right, `${path}.`)
      Object.assign(result.before, nested.before)
      Object.assign(result.after, nested.after)
    } else {
      result.before[path] = left ?? null
      result.after[path] = right ?? null
    }
  }
  return result
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
