import { BaseTransformer } from '@adonisjs/core/transformers'
import type Rating from '#ratings/models/rating'
import { CRITERIA } from '#ratings/domain/ratings'

/** A rating the team gave, as its transport page shows it: each criterion's score and the comment. */
export default class RatingTransformer extends BaseTransformer<Rating> {
  toObject() {
    const rating = this.resource
    const scores = [rating.score1, rating.score2, rating.score3]
    return {
      direction: rating.direction,
      scores: CRITERIA[rating.direction].map((criterion, index) => ({
        criterion: criterion as string,
        score: scores[index],
      })),
      comment: rating.comment,
      createdAt: rating.createdAt.toISO()!,
    }
  }
}
