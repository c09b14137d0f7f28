import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A reminder sent before a policy expires: one per policy and threshold (unique). */
export default class InsuranceReminder extends BaseModel {
  static table = 'insurance_reminders'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamDocumentId: number

  @column()
  declare thresholdDays: number

  @column.dateTime()
  declare sentAt: DateTime
}
