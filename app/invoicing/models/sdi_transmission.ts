import type { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'

/** An invoice's XML handed to the SDI (through the configured sender): at most once per invoice. */
export default class SdiTransmission extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invoiceId: number

  /** IT<P.IVA>_<progressive>.xml */
  @column()
  declare fileName: string

  @column()
  declare channel: string

  @column()
  declare destination: string

  @column({ columnName: 'sha256' })
  declare sha256: string

  @column.dateTime()
  declare sentAt: DateTime

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('SDI transmissions are never changed')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('SDI transmissions are never deleted')
  }
}
