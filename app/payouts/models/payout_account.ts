import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { BelongsToTeam } from '#teams/models/mixins'
import { WithTimestamps } from '#core/database/mixins'

/** A carrier team's bank account for payouts (one per team). */
export default class PayoutAccount extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  /** electronic format: IT60X0542811101000000123456 */
  @column()
  declare iban: string

  @column()
  declare bic: string | null

  /** the name the bank account is held in (SEPA: at most 70 characters) */
  @column()
  declare accountHolder: string

  @column()
  declare updatedByUserId: number | null
}
