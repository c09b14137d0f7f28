import vine from '@vinejs/vine'
import { MAX_COMMENT_LENGTH, MAX_SCORE, MIN_SCORE } from '#ratings/domain/ratings'

const score = () => vine.number().withoutDecimals().min(MIN_SCORE).max(MAX_SCORE)

/** A rating: the direction's three criteria 1–5 (in order) and an optional comment. */
export const ratingValidator = vine.create({
  score1: score(),
  score2: score(),
  score3: score(),
  comment: vine.string().trim().maxLength(MAX_COMMENT_LENGTH).optional(),
})
