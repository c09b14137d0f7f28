import app from '@adonisjs/core/services/app'
import ChangelogEntry, { ENTRY_STATES, type EntryState } from '#changelog/models/changelog_entry'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin } from '#core/paging'
import { todayInRome } from '#shared/time_zone'

export const STAFF_PER_PAGE = 25
export const PUBLIC_PER_PAGE = 10

const LIST_ATTRIBUTES = ['id', 'slug', 'titleIt', 'titleEn', 'state', 'publishedOn'] as const
const PUBLIC_ATTRIBUTES = [...LIST_ATTRIBUTES, 'bodyIt', 'bodyEn'] as const

export function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'string' && (ENTRY_STATES as readonly string[]).includes(value)
}

/** Published and dated today or earlier (an entry dated tomorrow appears tomorrow). */
function published() {
  return ChangelogEntry.query()
    .where('state', 'published')
    .where('published_on', '<=', todayInRome())
}

/** Staff list: every entry (or those of one state), newest first. */
export async function listEntriesForStaff(page: number, state: EntryState | null) {
  const query = ChangelogEntry.query().orderBy('id', 'desc')
  if (state) query.where('state', state)
  return paginated(
    await paginateWithin(page, (current) =>
      paginatePlainRows(ChangelogEntry, query, LIST_ATTRIBUTES, current, STAFF_PER_PAGE)
    )
  )
}

/** Public list: published entries, newest day first (with their text, for the summaries). */
export async function listPublishedEntries(page: number) {
  const query = published().orderBy('published_on', 'desc').orderBy('id', 'desc')
  return paginated(
    await paginateWithin(page, (current) =>
      paginatePlainRows(ChangelogEntry, query, PUBLIC_ATTRIBUTES, current, PUBLIC_PER_PAGE)
    )
  )
}

/** The newest published entries for the feed. */
export function latestPublishedEntries(limit = 20) {
  return published().orderBy('published_on', 'desc').orderBy('id', 'desc').limit(limit)
}

export function findPublishedEntry(slug: string) {
  return published().where('slug', slug).first()
}

export function findEntry(id: number) {
  return ChangelogEntry.find(id)
}

export async function slugTaken(slug: string, exceptId: number | null) {
  const query = ChangelogEntry.query().where('slug', slug).select('id')
  if (exceptId) query.whereNot('id', exceptId)
  return !!(await query.first())
}

/**
 * The newest published entry's id, for the "what's new" dot every signed-in
 * page shows: kept in memory and read again at most once a minute per
 * process (and at once after a staff write in this process), so pages pay no
 * query for it. Under test it is read only when asked to (boot, writes,
 * `refreshNewestPublished`), so query counts never depend on the clock.
 */
let cached: { id: number | null; at: number } | null = null
const CACHE_MS = app.inTest ? Number.POSITIVE_INFINITY : 60_000

export async function refreshNewestPublished(): Promise<number | null> {
  const row = await published()
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .select('id')
    .first()
  cached = { id: row?.id ?? null, at: Date.now() }
  return cached.id
}

export async function newestPublishedId(): Promise<number | null> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.id
  return refreshNewestPublished()
}
