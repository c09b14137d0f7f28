import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DeliveryStatus } from '#mailer/domain/mailer'

/** One outgoing message in the delivery log: sent or failed (with the reason), and its attempts. */
export default class MailDelivery extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare jobId: string | null

  @column()
  declare recipient: string

  @column()
  declare subject: string

  @column()
  declare mailer: string

  @column()
  declare status: DeliveryStatus

  @column()
  declare error: string | null

  @column()
  declare attempts: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
