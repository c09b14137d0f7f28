/**
 * A user's saved searches of the marketplace, with how many transports each
 * would show that were published since the user last opened it (one count a
 * search: at most MAX_SAVED_SEARCHES, each on the list's indexes).
 */
import SavedSearch from '#marketplace/models/saved_search'
import { parseMarketplaceFilters } from '#marketplace/domain/filters'
import type { CarrierTeam } from '#marketplace/domain/eligibility'
import {
  carrierOf,
  countOfferedSince,
  freshTeam,
  offeredAmong,
} from '#marketplace/queries/marketplace'
import { mayUseMarketplace } from '#marketplace/domain/eligibility'

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

/**
 * The saved searches that newly published transports match, with those
 * transports: one query for the searches, one per carrier team and one per
 * search (a user keeps at most MAX_SAVED_SEARCHES).
 */
export async function savedSearchMatches(transportIds: number[]) {
  if (transportIds.length === 0) return []
  const searches = await SavedSearch.query().select('id', 'user_id', 'team_id', 'name', 'filters')
  const teams = new Map<number, CarrierTeam>()
  const matches: {
    search: { id: number; userId: number; teamId: number; name: string }
    transport: { id: number; reference: string; pickup_city: string; delivery_city: string }
  }[] = []
  for (const search of searches) {
    if (!teams.has(search.teamId))
      teams.set(search.teamId, carrierOf(await freshTeam(search.teamId)))
    const team = teams.get(search.teamId)!
    if (!mayUseMarketplace(team).ok) continue
    const rows = await offeredAmong(team, parseMarketplaceFilters(search.filters), transportIds)
    for (const transport of rows) {
      matches.push({
        search: { id: search.id, userId: search.userId, teamId: search.teamId, name: search.name },
        transport,
      })
    }
  }
  return matches
}
