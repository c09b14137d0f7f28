import { DateTime } from 'luxon'
import {
  CRITERIA,
  directionOf,
  mayRate,
  ratingDeadline,
  type RatedTransport,
} from '#ratings/domain/ratings'
import { ratingGiven } from '#ratings/queries/ratings'
import RatingTransformer from '#ratings/transformers/rating_transformer'

/**
 * The rating box of a transport's page for one of its teams: the rating it
 * gave, or whether it may rate now (the member may: `allowed`, from
 * RatingPolicy.rate; the transport completed, within 30 days), the
 * direction's criteria and the deadline.
 */
export async function ratingPanel(
  transport: RatedTransport & { id: number },
  teamId: number,
  allowed: boolean,
  now: DateTime = DateTime.now()
) {
  const direction = directionOf(transport, teamId)
  if (!direction || transport.state !== 'completed') return { rating: null, ratingForm: null }
  const given = await ratingGiven(transport.id, teamId)
  return {
    rating: given ? RatingTransformer.transform(given) : null,
    ratingForm: {
      criteria: [...CRITERIA[direction]] as string[],
      open: !given && allowed && mayRate(transport, teamId, now).ok,
      deadline: transport.completedAt ? ratingDeadline(transport.completedAt).toISO() : null,
    },
  }
}
