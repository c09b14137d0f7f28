/**
 * Communications: staff announcements (issue 13). Pure: no database, no HTTP.
 */
import { DateTime } from 'luxon'
import { err, ok, type Result } from '#core/result'
import { TIME_ZONE } from '#shared/time_zone'
import type { TeamKind } from '#teams/domain/team_roles'

export const AUDIENCES = ['dealers', 'transporters', 'everyone', 'teams'] as const
export type Audience = (typeof AUDIENCES)[number]

/** Stored states: a draft is seen by nobody; a scheduled one goes out at `publishAt`. */
export const STATES = ['draft', 'scheduled'] as const
export type AnnouncementState = (typeof STATES)[number]

/** What staff see: draft, scheduled (not out yet), sent (out, shown), ended (past its end). */
export const STATUSES = ['draft', 'scheduled', 'sent', 'ended'] as const
export type AnnouncementStatus = (typeof STATUSES)[number]

/** At most this many banners at once at the top of a page. */
export const MAX_BANNERS = 3

export function isAudience(value: unknown): value is Audience {
  return typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value)
}

export function isStatus(value: unknown): value is AnnouncementStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value)
}

/** The audience a team of this kind belongs to as a whole (staff teams are no audience). */
export function audienceOfKind(kind: TeamKind): Audience | null {
  if (kind === 'dealer') return 'dealers'
  if (kind === 'transporter') return 'transporters'
  return null
}

/** The team kinds a whole-kind audience reaches (`teams`: none, its chosen teams only). */
export function kindsOf(audience: Audience): TeamKind[] {
  if (audience === 'dealers') return ['dealer']
  if (audience === 'transporters') return ['transporter']
  if (audience === 'everyone') return ['dealer', 'transporter']
  return []
}

export type Schedule = {
  state: AnnouncementState
  publishAt: DateTime | null
  endsAt: DateTime | null
}

export function statusOf(schedule: Schedule, now: DateTime = DateTime.now()): AnnouncementStatus {
  if (schedule.state === 'draft' || !schedule.publishAt) return 'draft'
  if (schedule.publishAt > now) return 'scheduled'
  if (schedule.endsAt && schedule.endsAt <= now) return 'ended'
  return 'sent'
}

/** A day (yyyy-MM-dd) and a time (HH:mm) in Rome as an instant; null when the day is missing. */
export function romeInstant(day: string | null | undefined, time: string | null | undefined) {
  if (!day) return null
  const instant = DateTime.fromISO(`${day}T${time || '00:00'}`, { zone: TIME_ZONE })
  /* the same instant in the server's zone: SQLite stores local wall-clock text (Lucid) */
  return instant.isValid ? instant.toLocal() : null
}

export type ScheduleInput = {
  state: AnnouncementState
  audience: Audience
  teamIds: number[]
  publishOn?: string | null
  publishTime?: string | null
  endOn?: string | null
  endTime?: string | null
}

export type ScheduleError = 'no_teams' | 'ends_before_start' | 'ends_in_past'

/**
 * The schedule of the form: a scheduled announcement without a day goes out
 * now; its end, when given, must follow the start and lie in the future.
 */
export function scheduleFrom(
  input: ScheduleInput,
  now: DateTime = DateTime.now()
): Result<Schedule, ScheduleError> {
  if (input.audience === 'teams' && input.teamIds.length === 0) return err('no_teams')
  const chosen = romeInstant(input.publishOn, input.publishTime)
  const publishAt = chosen ?? (input.state === 'scheduled' ? now : null)
  const endsAt = romeInstant(input.endOn, input.endTime ?? '23:59')
  if (endsAt && publishAt && endsAt <= publishAt) return err('ends_before_start')
  if (endsAt && input.state === 'scheduled' && endsAt <= now) return err('ends_in_past')
  return ok({ state: input.state, publishAt, endsAt })
}
