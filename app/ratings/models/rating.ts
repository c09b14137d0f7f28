import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { RatingDirection } from '#ratings/domain/ratings'

/** One team's rating of the other team of a completed transport (once per direction). */
export default class Rating extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare raterTeamId: number

  @column()
  declare ratedTeamId: number

  @column()
  declare direction: RatingDirection

  /** The direction's criteria in order (CRITERIA in app/ratings/domain/ratings.ts). */
  @column({ columnName: 'score_1' })
  declare score1: number

  @column({ columnName: 'score_2' })
  declare score2: number

  @column({ columnName: 'score_3' })
  declare score3: number

  @column()
  declare comment: string | null

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
