import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import SavedSearch from '#marketplace/models/saved_search'
import { ok, err, type Result } from '#core/result'
import { isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import {
  MAX_SAVED_SEARCHES,
  savedFilters,
  type MarketplaceFilters,
} from '#marketplace/domain/filters'

/**
 * Saves the list's current filters under a name (at most 10 per user and
 * team; a name once). Counted under a lock on the user's team membership so
 * two tabs cannot pass the limit together; the unique index settles a name.
 */
export async function saveSearch(input: {
  userId: number
  teamId: number
  name: string
  filters: MarketplaceFilters
}): Promise<Result<SavedSearch, 'too_many' | 'name_taken'>> {
  try {
    return await db.transaction(async (trx) => {
      await lockForUpdate(
        trx
          .from('team_members')
          .where('user_id', input.userId)
          .where('team_id', input.teamId)
          .select('id'),
        trx
      )
      const [row] = await trx
        .from('saved_searches')
        .where('user_id', input.userId)
        .where('team_id', input.teamId)
        .count('* as total')
      if (Number(row?.total ?? 0) >= MAX_SAVED_SEARCHES) return err('too_many' as const)
      const search = await SavedSearch.create(
        {
          userId: input.userId,
          teamId: input.teamId,
          name: input.name,
          filters: savedFilters(input.filters),
          lastSeenAt: DateTime.now(),
        },
        { client: trx }
      )
      return ok(search)
    })
  } catch (error) {
    if (isUniqueViolation(error)) return err('name_taken')
    throw error
  }
}

/** The user's search is opened: what it showed as new is now seen. Returns when it was last seen. */
export async function openSearch(search: SavedSearch): Promise<DateTime> {
  const previous = search.lastSeenAt
  search.lastSeenAt = DateTime.now()
  await search.save()
  return previous
}

export async function deleteSearch(search: SavedSearch) {
  await search.delete()
}
