/**
 * Calendar dates as stored by the databases (SQLite: 'yyyy-MM-dd' strings or
 * numbers; PostgreSQL: Date objects at local midnight) → 'yyyy-MM-dd'.
 */
import { DateTime } from 'luxon'

export function toIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (DateTime.isDateTime(value)) return value.isValid ? value.toISODate() : null
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    const y = value.getFullYear()
    const m = String(value.getMonth() + 1).padStart(2, '0')
    const d = String(value.getDate()).padStart(2, '0')
    return `${y}-${m}-${d}`
  }
  if (typeof value === 'number') return DateTime.fromMillis(value).toISODate()
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})/.exec(value)
    return match ? match[1] : null
  }
  return null
}

/** A date picked in a form (a Date at local midnight) → 'yyyy-MM-dd' of that same day. */
export function localIsoDate(value: Date): string {
  const y = value.getFullYear()
  const m = String(value.getMonth() + 1).padStart(2, '0')
  const d = String(value.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}
