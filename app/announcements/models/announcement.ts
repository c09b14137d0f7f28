import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AnnouncementState, Audience } from '#announcements/domain/announcements'

/** A staff announcement: title and text in Italian and English, an audience and a schedule. */
export default class Announcement extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare titleIt: string

  @column()
  declare titleEn: string

  @column()
  declare bodyIt: string

  @column()
  declare bodyEn: string

  @column()
  declare audience: Audience

  @column()
  declare state: AnnouncementState

  @column.dateTime()
  declare publishAt: DateTime | null

  @column.dateTime()
  declare endsAt: DateTime | null

  @column({ consume: (value) => value === true || value === 1 || value === '1' })
  declare sendEmail: boolean

  @column.dateTime()
  declare emailedAt: DateTime | null

  @column()
  declare emailedCount: number

  @column()
  declare authorUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
