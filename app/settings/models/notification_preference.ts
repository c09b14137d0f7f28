import { BaseModel, column, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import { booleanColumn } from '#core/json_column'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'

export default class NotificationPreference extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: string

  @column()
  declare channel: 'mail' | 'in_app'

  @column(booleanColumn())
  declare enabled: boolean

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
