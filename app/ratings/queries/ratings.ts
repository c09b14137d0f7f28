import db from '@adonisjs/lucid/services/db'
import Rating from '#ratings/models/rating'
import { dryRunCounts, pickupCounts, type DryRunCounts } from '#transports/queries/dry_runs'
import {
  type DryRunCount,
  scoreDetail,
  teamScore,
  type RatingDirection,
  type ScoreSums,
  type TeamScore,
  type TeamScoreDetail,
} from '#ratings/domain/ratings'

/** The column sums of the ratings received in `direction` by each of the teams: one grouped query (index rated_team_id, direction). */
export async function sumsByTeam(
  teamIds: number[],
  direction: RatingDirection
): Promise<Map<number, ScoreSums>> {
  const ids = [...new Set(teamIds)]
  const sums = new Map<number, ScoreSums>()
  if (!ids.length) return sums
  const rows = await db
    .from('ratings')
    .whereIn('rated_team_id', ids)
    .where('direction', direction)
    .groupBy('rated_team_id')
    .select('rated_team_id')
    .count('* as count')
    .sum('score_1 as sum1')
    .sum('score_2 as sum2')
    .sum('score_3 as sum3')
  for (const row of rows) {
    sums.set(Number(row.rated_team_id), {
      count: Number(row.count),
      sum1: Number(row.sum1),
      sum2: Number(row.sum2),
      sum3: Number(row.sum3),
    })
  }
  return sums
}

/** A dealer's dry runs as its score shows them. */
function dryRunsOf(counts: DryRunCounts | undefined): DryRunCount {
  return { siteClosed: counts?.site_closed ?? 0, vehicleNotReady: counts?.vehicle_not_ready ?? 0 }
}

/**
 * The dealers' scores (as rated by carriers) of a page's dealer teams, with
 * the dry runs each caused: two grouped queries whatever the page's size.
 */
export async function dealerScores(teamIds: number[]): Promise<Map<number, TeamScore>> {
  const [sums, dryRuns] = await Promise.all([
    sumsByTeam(teamIds, 'carrier_to_dealer'),
    dryRunCounts(teamIds),
  ])
  return new Map(
    teamIds.map((id) => [id, { ...teamScore(sums.get(id)), dryRuns: dryRunsOf(dryRuns.get(id)) }])
  )
}

/** A carrier team's score (as rated by dealers), with its late pickups. */
export async function carrierScore(teamId: number | null): Promise<TeamScore | null> {
  if (teamId === null) return null
  const [sums, pickups] = await Promise.all([
    sumsByTeam([teamId], 'dealer_to_carrier'),
    pickupCounts(teamId),
  ])
  return { ...teamScore(sums.get(teamId)), latePickups: pickups }
}

/** A dealer team's score (as rated by carriers). */
export async function dealerScore(teamId: number): Promise<TeamScore> {
  const scores = await dealerScores([teamId])
  return scores.get(teamId)!
}

/** A team's own score and what it is made of (the dashboards' card). */
export async function ownScore(
  teamId: number,
  direction: RatingDirection
): Promise<TeamScoreDetail> {
  const sums = await sumsByTeam([teamId], direction)
  const detail = scoreDetail(direction, sums.get(teamId))
  if (direction === 'carrier_to_dealer') {
    const counts = await dryRunCounts([teamId])
    return { ...detail, dryRuns: dryRunsOf(counts.get(teamId)) }
  }
  return { ...detail, latePickups: await pickupCounts(teamId) }
}

/** The rating the team gave on a transport, if any. */
export function ratingGiven(transportId: number, raterTeamId: number) {
  return Rating.query()
    .where('transport_id', transportId)
    .where('rater_team_id', raterTeamId)
    .select('id', 'direction', 'score_1', 'score_2', 'score_3', 'comment', 'created_at')
    .first()
}
