import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One row per team: the row locked (FOR UPDATE) while its ledger is read and appended to. */
export default class Wallet extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare teamId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
