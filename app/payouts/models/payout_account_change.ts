import type { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { BelongsToTeam } from '#teams/models/mixins'

/** A change of a team's payout IBAN: who, when, old → new (masked). Never edited. */
export default class PayoutAccountChange extends compose(BaseModel, BelongsToTeam) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @column()
  declare oldIbanMasked: string | null

  @column()
  declare newIbanMasked: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('IBAN changes are a record: never edited')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('IBAN changes are a record: never deleted')
  }
}
