import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * One position of a transport on the road, as the carrier's phone sent it
 * (issue 11, "Tracking and position"). `recordedAt` is the server's time of
 * arrival, never the phone's clock. Append-only; pruned after 30 days.
 */
export default class TransportPosition extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare lat: number

  @column()
  declare lng: number

  @column()
  declare accuracyM: number

  @column()
  declare speedMps: number | null

  @column.dateTime()
  declare recordedAt: DateTime

  @column()
  declare reporterUserId: number | null
}
