import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Announcement from '#announcements/models/announcement'
import {
  MAX_BANNERS,
  audienceOfKind,
  kindsOf,
  type AnnouncementStatus,
} from '#announcements/domain/announcements'
import { paginatePlainRows } from '#core/database/paginate'
import { instant } from '#core/database/plain_rows'
import { databaseNow } from '#core/database/dialect'
import { paginated, paginateWithin } from '#core/paging'
import Team from '#teams/models/team'
import type { TeamKind } from '#teams/domain/team_roles'

export const STAFF_PER_PAGE = 25

const LIST_ATTRIBUTES = [
  'id',
  'titleIt',
  'titleEn',
  'audience',
  'state',
  'publishAt',
  'endsAt',
  'sendEmail',
  'emailedAt',
  'emailedCount',
] as const

/** Narrows a query to the announcements of one shown status at `now`. */
function whereStatus(
  query: ReturnType<typeof Announcement.query>,
  status: AnnouncementStatus,
  now: string
) {
  if (status === 'draft') return query.where('state', 'draft')
  query.where('state', 'scheduled')
  if (status === 'scheduled') return query.where('publish_at', '>', now)
  query.where('publish_at', '<=', now)
  if (status === 'ended') return query.whereNotNull('ends_at').where('ends_at', '<=', now)
  return query.where((inner) => inner.whereNull('ends_at').orWhere('ends_at', '>', now))
}

/** Staff list: every announcement (or those of one status), newest first, with how many saw it. */
export async function listAnnouncementsForStaff(page: number, status: AnnouncementStatus | null) {
  const query = Announcement.query().orderBy('id', 'desc')
  if (status) whereStatus(query, status, databaseNow())
  const result = paginated(
    await paginateWithin(page, (current) =>
      paginatePlainRows(Announcement, query, LIST_ATTRIBUTES, current, STAFF_PER_PAGE)
    )
  )
  const counts = await viewCounts(result.data.map((row) => row.id))
  return {
    ...result,
    data: result.data.map((row) => ({
      ...row,
      ...(counts.get(row.id) ?? { seen: 0, dismissed: 0 }),
    })),
  }
}

/** Users shown / users who closed each announcement: one grouped query for a page of ids. */
async function viewCounts(ids: number[]) {
  const counts = new Map<number, { seen: number; dismissed: number }>()
  if (ids.length === 0) return counts
  const rows = await db
    .from('announcement_views')
    .whereIn('announcement_id', ids)
    .groupBy('announcement_id')
    .select('announcement_id')
    .count('* as seen')
    .count('dismissed_at as dismissed')
  for (const row of rows)
    counts.set(Number(row.announcement_id), {
      seen: Number(row.seen),
      dismissed: Number(row.dismissed),
    })
  return counts
}

export function findAnnouncement(id: number) {
  return Announcement.find(id)
}

/** The chosen teams of an announcement, `{ id, name, kind }`, by name. */
export function chosenTeams(announcementId: number) {
  return db
    .from('announcement_teams')
    .join('teams', 'teams.id', 'announcement_teams.team_id')
    .where('announcement_teams.announcement_id', announcementId)
    .orderBy('teams.name', 'asc')
    .select('teams.id', 'teams.name', 'teams.kind') as Promise<
    { id: number; name: string; kind: TeamKind }[]
  >
}

/** Dealer and carrier teams to choose from (the form's list): id, name, kind, by name. */
export async function audienceTeams() {
  const rows = await Team.query()
    .whereIn('kind', ['dealer', 'transporter'])
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(1000)
    .select('id', 'name', 'kind')
    .pojo<{ id: number; name: string; kind: TeamKind }>()
  return rows.map((row) => ({ id: Number(row.id), name: row.name, kind: row.kind }))
}

/** The ids among those given that are dealer or carrier teams (the form may name no other). */
export async function existingAudienceTeamIds(ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = await Team.query()
    .whereIn('id', [...new Set(ids)])
    .whereIn('kind', ['dealer', 'transporter'])
    .select('id')
    .pojo<{ id: number }>()
  return rows.map((row) => Number(row.id))
}

export type BannerRow = {
  id: number
  titleIt: string
  titleEn: string
  bodyIt: string
  bodyEn: string
  seen: boolean
}

type ActiveAnnouncement = Omit<BannerRow, 'seen'> & {
  audience: string
  teamIds: Set<number>
  publishAt: number
  endsAt: number | null
}

/** How many scheduled announcements the process keeps in memory (newest first). */
const MAX_ACTIVE = 100

/**
 * The scheduled announcements that have not ended (out now, or to go out
 * later), with their chosen teams: kept in memory and read again at most once
 * a minute per process (and at once after a staff write in this process), so
 * a page pays no query for them. Under test they are read only when asked to
 * (boot, writes, `refreshActiveAnnouncements`), so query counts never depend
 * on the clock. One query (the teams joined).
 */
let cached: { rows: ActiveAnnouncement[]; at: number } | null = null
const CACHE_MS = app.inTest ? Number.POSITIVE_INFINITY : 60_000

const instantOf = (value: unknown) => {
  const text = instant(value)
  return text ? Date.parse(text) : null
}

export async function refreshActiveAnnouncements(): Promise<void> {
  const stamp = databaseNow()
  const ids = db
    .from('announcements')
    .where('state', 'scheduled')
    .whereNotNull('publish_at')
    .where((query) => query.whereNull('ends_at').orWhere('ends_at', '>', stamp))
    .orderBy('publish_at', 'desc')
    .limit(MAX_ACTIVE)
    .select('id')
  const rows = await db
    .from('announcements as a')
    .leftJoin('announcement_teams as t', 't.announcement_id', 'a.id')
    .whereIn('a.id', ids)
    .select('a.id', 'a.title_it', 'a.title_en', 'a.body_it', 'a.body_en', 'a.audience')
    .select('a.publish_at', 'a.ends_at', 't.team_id')
  const byId = new Map<number, ActiveAnnouncement>()
  for (const row of rows) {
    const id = Number(row.id)
    const entry = byId.get(id) ?? {
      id,
      titleIt: String(row.title_it),
      titleEn: String(row.title_en),
      bodyIt: String(row.body_it),
      bodyEn: String(row.body_en),
      audience: String(row.audience),
      teamIds: new Set<number>(),
      publishAt: instantOf(row.publish_at) ?? 0,
      endsAt: instantOf(row.ends_at),
    }
    if (row.team_id !== null && row.team_id !== undefined) entry.teamIds.add(Number(row.team_id))
    byId.set(id, entry)
  }
  const sorted = [...byId.values()].sort((a, b) => b.publishAt - a.publishAt || b.id - a.id)
  cached = { rows: sorted, at: Date.now() }
}

async function activeAnnouncements() {
  if (!cached || Date.now() - cached.at >= CACHE_MS) await refreshActiveAnnouncements()
  return cached!.rows
}

/**
 * The banners of a member of this team: announcements out now and not ended,
 * addressed to its kind, to everyone, or to it by name, that this user has not
 * closed, newest first, at most MAX_BANNERS. The candidates come from memory;
 * this user's views of them are ONE query (none when there is no candidate).
 */
export async function activeBannersFor(
  team: { id: number; kind: TeamKind },
  userId: number,
  now: DateTime = DateTime.now()
): Promise<BannerRow[]> {
  const audience = audienceOfKind(team.kind)
  if (!audience) return []
  const at = now.toMillis()
  const active = await activeAnnouncements()
  const candidates = active.filter(
    (entry) =>
      entry.publishAt <= at &&
      (entry.endsAt === null || entry.endsAt > at) &&
      (entry.audience === 'everyone' ||
        entry.audience === audience ||
        (entry.audience === 'teams' && entry.teamIds.has(team.id)))
  )
  if (candidates.length === 0) return []
  const views = await db
    .from('announcement_views')
    .where('user_id', userId)
    .whereIn(
      'announcement_id',
      candidates.map((entry) => entry.id)
    )
    .select('announcement_id', 'dismissed_at')
  const viewed = new Map(views.map((row) => [Number(row.announcement_id), row.dismissed_at]))
  return candidates
    .filter((entry) => !viewed.get(entry.id))
    .slice(0, MAX_BANNERS)
    .map((entry) => ({
      id: entry.id,
      titleIt: entry.titleIt,
      titleEn: entry.titleEn,
      bodyIt: entry.bodyIt,
      bodyEn: entry.bodyEn,
      seen: viewed.has(entry.id),
    }))
}

/** An active announcement addressed to this team (for its seen / dismiss routes), or null. */
export async function findActiveFor(id: number, team: { id: number; kind: TeamKind }) {
  const audience = audienceOfKind(team.kind)
  if (!audience) return null
  const stamp = databaseNow()
  const query = Announcement.query()
    .where('id', id)
    .where('state', 'scheduled')
    .where('publish_at', '<=', stamp)
    .where((inner) => inner.whereNull('ends_at').orWhere('ends_at', '>', stamp))
    .where((inner) =>
      inner
        .whereIn('audience', ['everyone', audience])
        .orWhere((chosen) =>
          chosen
            .where('audience', 'teams')
            .whereExists((exists) =>
              exists
                .from('announcement_teams')
                .whereColumn('announcement_teams.announcement_id', 'announcements.id')
                .where('announcement_teams.team_id', team.id)
            )
        )
    )
  return query.select('id').first()
}

/** Announcements out now whose e-mail is still to send (send_email and not emailed yet). */
export function dueForEmail(now: DateTime = DateTime.now()) {
  const stamp = databaseNow(undefined, now)
  return Announcement.query()
    .where('state', 'scheduled')
    .where('send_email', true)
    .whereNull('emailed_at')
    .where('publish_at', '<=', stamp)
    .where((inner) => inner.whereNull('ends_at').orWhere('ends_at', '>', stamp))
    .orderBy('id', 'asc')
    .limit(20)
}

/**
 * The users an announcement reaches: members of teams of its kinds, or of its
 * chosen teams; each once, with e-mail, name and language, by id.
 */
export async function recipientsOf(announcement: Announcement) {
  const kinds = kindsOf(announcement.audience)
  const query = db
    .from('users')
    .join('team_members', 'team_members.user_id', 'users.id')
    .join('teams', 'teams.id', 'team_members.team_id')
    .distinct('users.id', 'users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  if (kinds.length > 0) query.whereIn('teams.kind', kinds)
  else
    query.whereIn(
      'teams.id',
      db.from('announcement_teams').where('announcement_id', announcement.id).select('team_id')
    )
  const rows = await query
  return rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email),
    fullName: row.full_name as string | null,
    locale: row.locale as string | null,
  }))
}
