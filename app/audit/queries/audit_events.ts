import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { databaseNow } from '#core/database/dialect'
import { instant } from '#core/database/plain_rows'
import { paginateWithin, type Paginated } from '#core/paging'
import { TIME_ZONE } from '#shared/time_zone'
import { isAuditAction, type AuditAction } from '#audit/domain/audit'

export const AUDIT_PER_PAGE = 25

export type AuditFilters = {
  action: AuditAction | null
  actorId: number | null
  subjectType: string | null
  subjectId: number | null
  from: string | null
  to: string | null
}

export type AuditRow = {
  id: number
  action: string
  actorName: string | null
  subjectType: string
  subjectId: number | null
  subjectLabel: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  reason: string | null
  createdAt: string
}

const SUBJECT_TYPES = ['platform_settings', 'team', 'transport', 'order', 'payout_batch']

const day = (value: unknown) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  return DateTime.fromISO(value, { zone: TIME_ZONE }).isValid ? value : null
}

const id = (value: unknown) =>
  typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null

/** The list's filters from the query string (anything malformed is no filter). */
export function parseAuditFilters(qs: Record<string, unknown>): AuditFilters {
  const subjectType =
    typeof qs.subjectType === 'string' && SUBJECT_TYPES.includes(qs.subjectType)
      ? qs.subjectType
      : null
  return {
    action: isAuditAction(qs.action) ? qs.action : null,
    actorId: id(qs.actorId),
    subjectType,
    subjectId: subjectType ? id(qs.subjectId) : null,
    from: day(qs.from),
    to: day(qs.to),
  }
}

const json = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return null
  try {
    return JSON.parse(value) as Record<string, unknown>
  } catch {
    return null
  }
}

/**
 * Admin → Audit: newest first, by action, staff member, subject and days
 * (Europe/Rome); one query for the page (the actor's name as recorded) and
 * one for the count, on the indexes of each filter.
 */
export async function auditPage(page: number, filters: AuditFilters): Promise<Paginated<AuditRow>> {
  const query = db
    .from('audit_events')
    .orderBy('audit_events.id', 'desc')
    .select('audit_events.id', 'audit_events.action', 'audit_events.subject_type')
    .select('audit_events.subject_id', 'audit_events.subject_label', 'audit_events.before')
    .select('audit_events.after', 'audit_events.reason', 'audit_events.created_at')
    .select('audit_events.actor_name')
  if (filters.action) query.where('audit_events.action', filters.action)
  if (filters.actorId) query.where('audit_events.actor_user_id', filters.actorId)
  if (filters.subjectType) query.where('audit_events.subject_type', filters.subjectType)
  if (filters.subjectId) query.where('audit_events.subject_id', filters.subjectId)
  if (filters.from) {
    const start = DateTime.fromISO(filters.from, { zone: TIME_ZONE }).startOf('day')
    query.where('audit_events.created_at', '>=', databaseNow(undefined, start.toLocal()))
  }
  if (filters.to) {
    const end = DateTime.fromISO(filters.to, { zone: TIME_ZONE }).plus({ days: 1 }).startOf('day')
    query.where('audit_events.created_at', '<', databaseNow(undefined, end.toLocal()))
  }
  const result = await paginateWithin(page, (current) =>
    query.clone().paginate(current, AUDIT_PER_PAGE)
  )
  return {
    data: result.all().map((row: any) => ({
      id: Number(row.id),
      action: row.action,
      actorName: row.actor_name ?? null,
      subjectType: row.subject_type,
      subjectId: row.subject_id === null ? null : Number(row.subject_id),
      subjectLabel: row.subject_label,
      before: json(row.before),
      after: json(row.after),
      reason: row.reason,
      createdAt: instant(row.created_at)!,
    })),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/** The staff members who acted, for the filter (name order, at most 200). */
export function auditActors() {
  return db
    .from('users')
    .whereIn('id', db.from('audit_events').whereNotNull('actor_user_id').distinct('actor_user_id'))
    .orderBy('full_name')
    .limit(200)
    .select('id', 'full_name')
}
