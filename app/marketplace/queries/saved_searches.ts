/**
 * A user's saved searches of the marketplace, with how many transports each
 * would show that were published since the user last opened it (one count a
 * search: at most MAX_SAVED_SEARCHES, each on the list's indexes).
 */
import SavedSearch from '#marketplace/models/saved_search'
import { parseMarketplaceFilters } from '#marketplace/domain/filters'
import type { CarrierTeam } from '#marketplace/domain/eligibility'
import { countOfferedSince } from '#marketplace/queries/marketplace'

export function savedSearchesOf(userId: number, teamId: number) {
  return SavedSearch.query()
    .where('user_id', userId)
    .where('team_id', teamId)
    .orderBy('name', 'asc')
    .select('id', 'name', 'filters', 'last_seen_at')
}

export async function savedSearchesWithNews(userId: number, teamId: number, team: CarrierTeam) {
  const searches = await savedSearchesOf(userId, teamId)
  return Promise.all(
    searches.map(async (search) => ({
      id: search.id,
      name: search.name,
      filters: search.filters,
      fresh: await countOfferedSince(
        team,
        parseMarketplaceFilters(search.filters),
        search.lastSeenAt
      ),
    }))
  )
}

/** The user's own search (null: none, or another user's). */
export function ownSearch(searchId: number, userId: number, teamId: number) {
  return SavedSearch.query()
    .where('id', searchId)
    .where('user_id', userId)
    .where('team_id', teamId)
    .first()
}
