import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#identity/models/user'
import Supplier from '#suppliers/models/supplier'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import TransportRequestAttachment from '#requests/models/transport_request_attachment'
import Quote from '#requests/models/quote'
import { booleanColumn } from '#core/json_column'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export type TransportRequestState =
  'draft' | 'submitted' | 'quoted' | 'expired' | 'ordered' | 'cancelled'

/** A dealer's request to move 1..n vehicles from a pickup place to a delivery place. */
export default class TransportRequest extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare createdById: number | null

  @column()
  declare reference: string

  @column()
  declare state: TransportRequestState

  @column()
  declare supplierId: number | null

  @column()
  declare pickupAddressId: number | null

  @column()
  declare pickupStreet: string | null

  @column()
  declare pickupCap: string | null

  @column()
  declare pickupCity: string | null

  @column()
  declare pickupProvince: string | null

  @column()
  declare pickupReferentName: string | null

  @column()
  declare pickupReferentPhone: string | null

  @column()
  declare pickupReferentEmail: string | null

  @column.date()
  declare pickupDateFrom: DateTime | null

  @column.date()
  declare pickupDateTo: DateTime | null

  @column()
  declare deliveryAddressId: number | null

  @column()
  declare deliveryStreet: string | null

  @column()
  declare deliveryCap: string | null

  @column()
  declare deliveryCity: string | null

  @column()
  declare deliveryProvince: string | null

  @column()
  declare deliveryReferentName: string | null

  @column()
  declare deliveryReferentPhone: string | null

  @column()
  declare deliveryReferentEmail: string | null

  @column.date()
  declare deliveryDateFrom: DateTime | null

  @column.date()
  declare deliveryDateTo: DateTime | null

  @column(booleanColumn())
  declare express: boolean

  @column(booleanColumn())
  declare covered: boolean

  @column(booleanColumn())
  declare extraInsurance: boolean

  @column()
  declare notes: string | null

  @column()
  declare distanceKm: number | null

  @column(booleanColumn())
  declare needsManualQuote: boolean

  @column()
  declare manualReason: string | null

  @column.dateTime()
  declare submittedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  @belongsTo(() => Supplier)
  declare supplier: BelongsTo<typeof Supplier>

  @hasMany(() => TransportRequestVehicle)
  declare vehicles: HasMany<typeof TransportRequestVehicle>

  @hasMany(() => TransportRequestAttachment)
  declare attachments: HasMany<typeof TransportRequestAttachment>

  @hasMany(() => Quote)
  declare quotes: HasMany<typeof Quote>
}
