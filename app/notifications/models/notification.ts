import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'
import { jsonColumn } from '#core/json_column'
import type { NotificationLink, NotificationParams } from '#notifications/domain/links'

/** One in-app notification of a user (table notifications, docs/notifications.md). */
export default class Notification extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare teamId: number | null

  @column()
  declare type: string

  @column()
  declare eventKey: string

  @column(jsonColumn<NotificationParams>())
  declare params: NotificationParams

  @column(jsonColumn<NotificationLink>())
  declare link: NotificationLink | null

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
