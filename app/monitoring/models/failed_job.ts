import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A job the queue gave up on (all its retries failed), for Admin → Monitoring. */
export default class FailedJob extends BaseModel {
  static table = 'monitoring_failed_jobs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare jobId: string

  @column()
  declare name: string

  @column()
  declare queue: string

  @column()
  declare attempts: number

  @column()
  declare error: string | null

  @column.dateTime()
  declare failedAt: DateTime
}
