import { BaseModel, beforeDelete, beforeUpdate, column } from '@adonisjs/lucid/orm'
import { centsColumn } from '#core/money_column'

/** A line of an issued invoice or credit note; never changed. */
export default class InvoiceLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invoiceId: number

  /** 1, 2, … (FatturaPA NumeroLinea) */
  @column()
  declare position: number

  @column()
  declare description: string

  @column()
  declare quantity: number

  @column(centsColumn())
  declare unitNetCents: number

  /** 2200 = 22 % */
  @column()
  declare vatBasisPoints: number

  @column(centsColumn())
  declare netCents: number

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Issued invoice lines are never changed')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Issued invoice lines are never deleted')
  }
}
