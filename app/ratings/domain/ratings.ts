/**
 * Ratings (issue 11), pure rules: after a transport is completed the dealer
 * rates the carrier and the carrier rates the dealer, once each, within 30
 * days of the completion, three criteria 1–5 and an optional comment. A
 * team's score is the average of every criterion of the ratings it received,
 * rounded half up to one decimal, with how many ratings it comes from.
 */
import { type DateTime } from 'luxon'
import { err, ok, type Result } from '#core/result'

export const RATING_DIRECTIONS = ['dealer_to_carrier', 'carrier_to_dealer'] as const
export type RatingDirection = (typeof RATING_DIRECTIONS)[number]

/** The criteria of each direction, in the order of the columns score_1 … score_3. */
export const CRITERIA = {
  dealer_to_carrier: ['timeliness', 'communication', 'care'],
  carrier_to_dealer: ['vehicleReady', 'siteOpen', 'accuracy'],
} as const satisfies Record<RatingDirection, readonly [string, string, string]>

export type Criterion = (typeof CRITERIA)[RatingDirection][number]

export const MIN_SCORE = 1
export const MAX_SCORE = 5
export const MAX_COMMENT_LENGTH = 1000
/** A transport may be rated up to this many days after its completion. */
export const RATING_WINDOW_DAYS = 30

/** The transport as the rule needs it. */
export type RatedTransport = {
  state: string
  completedAt: DateTime | null
  teamId: number
  transporterTeamId: number | null
}

export type RatingRefusal = 'not_completed' | 'too_late' | 'not_a_party' | 'already_rated'

/** Which way the team rates on this transport: the dealer the carrier, the carrier the dealer; null when it is neither. */
export function directionOf(transport: RatedTransport, teamId: number): RatingDirection | null {
  if (transport.teamId === teamId) return 'dealer_to_carrier'
  if (transport.transporterTeamId !== null && transport.transporterTeamId === teamId)
    return 'carrier_to_dealer'
  return null
}

/** The team rated by a rating in `direction` on this transport. */
export function ratedTeamOf(transport: RatedTransport, direction: RatingDirection): number | null {
  return direction === 'dealer_to_carrier' ? transport.transporterTeamId : transport.teamId
}

/** The last moment a completed transport may still be rated. */
export function ratingDeadline(completedAt: DateTime): DateTime {
  return completedAt.plus({ days: RATING_WINDOW_DAYS })
}

/**
 * Whether the team may rate the transport now: a party to it, completed,
 * completed at most 30 days ago (the second the window ends still counts).
 * Whether it already rated is the caller's (stored ratings) question.
 */
export function mayRate(
  transport: RatedTransport,
  teamId: number,
  now: DateTime
): Result<RatingDirection, RatingRefusal> {
  const direction = directionOf(transport, teamId)
  if (!direction || ratedTeamOf(transport, direction) === null) return err('not_a_party')
  if (transport.state !== 'completed' || !transport.completedAt) return err('not_completed')
  if (now > ratingDeadline(transport.completedAt)) return err('too_late')
  return ok(direction)
}

/** A score 1–5 as an integer, or null. */
export function isScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_SCORE && (value as number) <= MAX_SCORE
}

/** Rounds half up to one decimal, away from binary artefacts (4.25 → 4.3, 4.35 → 4.4). */
export function roundScore(value: number): number {
  return Math.round(Math.round(value * 1000) / 100) / 10
}

/** Sums of the received ratings of a team in one direction (what the grouped query reads). */
export type ScoreSums = { count: number; sum1: number; sum2: number; sum3: number }

export type CriterionScore = { criterion: Criterion; average: number | null }
/**
 * What a score is made of besides the ratings (issue 11, reliability): a
 * dealer's dry runs by reason, a carrier's late pickups out of its pickups.
 */
export type DryRunCount = { siteClosed: number; vehicleNotReady: number }
export type LatePickupCount = { late: number; pickups: number }
export type TeamScore = {
  average: number | null
  count: number
  /** a dealer's score: the dry runs it caused */
  dryRuns?: DryRunCount
  /** a carrier's score: its late pickups */
  latePickups?: LatePickupCount
}
export type TeamScoreDetail = TeamScore & { criteria: CriterionScore[] }

/** The score of a team: average of all criteria of its ratings, with the count (none: null). */
export function teamScore(sums: ScoreSums | null | undefined): TeamScore {
  if (!sums || sums.count <= 0) return { average: null, count: 0 }
  return {
    average: roundScore((sums.sum1 + sums.sum2 + sums.sum3) / (3 * sums.count)),
    count: sums.count,
  }
}

/** The score and what it is made of: the average of each criterion of the direction. */
export function scoreDetail(
  direction: RatingDirection,
  sums: ScoreSums | null | undefined
): TeamScoreDetail {
  const count = sums && sums.count > 0 ? sums.count : 0
  const totals = sums ? [sums.sum1, sums.sum2, sums.sum3] : [0, 0, 0]
  return {
    ...teamScore(sums),
    criteria: CRITERIA[direction].map((criterion, index) => ({
      criterion,
      average: count ? roundScore(totals[index] / count) : null,
    })),
  }
}
