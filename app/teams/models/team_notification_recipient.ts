import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/json_column'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export default class TeamNotificationRecipient extends compose(
  BaseModel,
  BelongsToTeam,
  WithTimestamps
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string | null

  @column()
  declare email: string

  @column(jsonColumn<string[]>())
  declare types: string[] | null
}
