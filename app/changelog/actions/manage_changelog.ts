import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ChangelogEntry, { type EntryState } from '#changelog/models/changelog_entry'
import { slugify } from '#changelog/domain/markdown'
import { refreshNewestPublished, slugTaken } from '#changelog/queries/changelog'
import { isUniqueViolation } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import { todayInRome } from '#shared/time_zone'
import type User from '#identity/models/user'

export type EntryInput = {
  slug?: string
  titleIt: string
  titleEn: string
  bodyIt: string
  bodyEn: string
  state: EntryState
  publishedOn?: Date
}

/** The slug asked for, or one made from the Italian title (with -2, -3 … when taken). */
async function slugFor(input: EntryInput, entryId: number | null) {
  if (input.slug) return input.slug
  const base = slugify(input.titleIt)
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 76)}-${n}`
    if (!(await slugTaken(candidate, entryId))) return candidate
  }
  return `${base.slice(0, 70)}-${Date.now()}`
}

/** A published entry keeps the day chosen, or today (Rome) when none was. */
function publishedOnOf(input: EntryInput, entry: ChangelogEntry | null) {
  if (input.publishedOn) return DateTime.fromJSDate(input.publishedOn).toISODate()!
  if (input.state !== 'published') return null
  return entry?.publishedOn?.toISODate() ?? todayInRome()
}

/** Creates (entry null) or updates an entry; a slug another entry has is refused. */
export async function saveChangelogEntry(
  entry: ChangelogEntry | null,
  input: EntryInput,
  author: User
): Promise<Result<ChangelogEntry, 'slug_taken'>> {
  const slug = await slugFor(input, entry?.id ?? null)
  if (input.slug && (await slugTaken(slug, entry?.id ?? null))) return err('slug_taken')
  const record = entry ?? new ChangelogEntry()
  record.merge({
    slug,
    titleIt: input.titleIt,
    titleEn: input.titleEn,
    bodyIt: input.bodyIt,
    bodyEn: input.bodyEn,
    state: input.state,
    publishedOn: ((day) => (day ? DateTime.fromISO(day) : null))(publishedOnOf(input, entry)),
  })
  if (!entry) record.authorUserId = author.id
  try {
    await record.save()
  } catch (error) {
    /* two staff saving the same new slug at once: the second is told, nothing half-written */
    if (isUniqueViolation(error)) return err('slug_taken')
    throw error
  }
  await refreshNewestPublished()
  return ok(record)
}

export async function deleteChangelogEntry(entry: ChangelogEntry) {
  await entry.delete()
  await refreshNewestPublished()
}

/** Remembers that the user has opened this entry (only ever forward: an older one changes nothing). */
export async function markChangelogSeen(user: User, entryId: number) {
  if (user.changelogSeenId !== null && user.changelogSeenId >= entryId) return
  await db
    .from('users')
    .where('id', user.id)
    .where((query) =>
      query.whereNull('changelog_seen_id').orWhere('changelog_seen_id', '<', entryId)
    )
    .update({ changelog_seen_id: entryId })
  user.changelogSeenId = entryId
}
