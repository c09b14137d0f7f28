import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Security } from '#mailer/domain/mailer'

/** The SMTP server outgoing mail uses when enabled (one row, id 1); the password encrypted. */
export default class MailSetting extends BaseModel {
  static table = 'mail_settings'

  @column({ isPrimary: true })
  declare id: number

  @column({ consume: (value) => value === true || value === 1 || value === '1' })
  declare enabled: boolean

  @column()
  declare host: string

  @column()
  declare port: number

  @column()
  declare security: Security

  @column()
  declare username: string | null

  /** encryption.encrypt(password): never sent to a page, never logged */
  @column({ serializeAs: null })
  declare passwordEncrypted: string | null

  @column()
  declare fromName: string

  @column()
  declare fromAddress: string

  @column()
  declare version: number

  @column()
  declare updatedByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
