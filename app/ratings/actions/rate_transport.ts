import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import Rating from '#ratings/models/rating'
import { err, ok, type Result } from '#core/result'
import { isUniqueViolation } from '#core/database/dialect'
import { isScore, mayRate, ratedTeamOf, type RatingRefusal } from '#ratings/domain/ratings'

export type RateInput = {
  transportId: number
  teamId: number
  userId: number
  scores: [number, number, number]
  comment: string | null
}

export type RateError = RatingRefusal | 'not_found' | 'invalid'

/**
 * The team rates the other team of a completed transport: once per
 * direction (the unique index settles two submissions at the same time),
 * within 30 days of the completion. Nothing is written on a refusal.
 */
export async function rateTransport(
  input: RateInput,
  now: DateTime = DateTime.now()
): Promise<Result<Rating, RateError>> {
  if (!input.scores.every(isScore)) return err('invalid')
  const transport = await Transport.query()
    .where('id', input.transportId)
    .select('id', 'state', 'completed_at', 'team_id', 'transporter_team_id')
    .first()
  if (!transport) return err('not_found')
  const allowed = mayRate(transport, input.teamId, now)
  if (!allowed.ok) return allowed
  const direction = allowed.value
  try {
    const rating = await db.transaction(async (trx) => {
      const existing = await Rating.query({ client: trx })
        .where('transport_id', transport.id)
        .where('direction', direction)
        .select('id')
        .first()
      if (existing) return null
      return Rating.create(
        {
          transportId: transport.id,
          raterTeamId: input.teamId,
          ratedTeamId: ratedTeamOf(transport, direction)!,
          direction,
          score1: input.scores[0],
          score2: input.scores[1],
          score3: input.scores[2],
          comment: input.comment,
          createdBy: input.userId,
        },
        { client: trx }
      )
    })
    return rating ? ok(rating) : err('already_rated')
  } catch (error) {
    if (isUniqueViolation(error)) return err('already_rated')
    throw error
  }
}
