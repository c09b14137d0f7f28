import { DateTime } from 'luxon'
import { BaseModel, column, belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import User from '#identity/models/user'
import Quote from '#requests/models/quote'
import TransportRequest from '#requests/models/transport_request'
import TransportEvent from '#transports/models/transport_event'
import { centsColumn } from '#core/money_column'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { BelongsToTeam } from '#teams/models/mixins'

export type TransportState =
  | 'published'
  | 'assigned'
  | 'pickup_scheduled'
  | 'picked_up'
  | 'in_transit'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'disputed'

export default class Transport extends compose(BaseModel, BelongsToTeam, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare reference: string

  @column()
  declare orderId: number

  @column()
  declare transportRequestId: number

  @column()
  declare quoteId: number

  @column()
  declare transporterTeamId: number | null

  @column()
  declare state: TransportState

  /** The carrier's member (role `driver`) who drives it; null until one is assigned. */
  @column()
  declare driverUserId: number | null

  /** The scheduled pickup's time range on `pickupOn` (HH:mm, Europe/Rome). */
  @column() declare pickupSlotFrom: string | null
  @column() declare pickupSlotTo: string | null

  @column()
  declare stateVersion: number

  @column() declare pickupStreet: string
  @column() declare pickupCap: string
  @column() declare pickupCity: string
  @column() declare pickupProvince: string
  @column() declare pickupRegion: string
  @column() declare pickupReferentName: string | null
  @column() declare pickupReferentPhone: string | null
  @column() declare pickupReferentEmail: string | null
  @column.date() declare pickupDateFrom: DateTime | null
  @column.date() declare pickupDateTo: DateTime | null

  @column() declare deliveryStreet: string
  @column() declare deliveryCap: string
  @column() declare deliveryCity: string
  @column() declare deliveryProvince: string
  @column() declare deliveryRegion: string
  @column() declare deliveryReferentName: string | null
  @column() declare deliveryReferentPhone: string | null
  @column() declare deliveryReferentEmail: string | null
  @column.date() declare deliveryDateFrom: DateTime | null
  @column.date() declare deliveryDateTo: DateTime | null

  @column()
  declare vehicleCount: number

  @column()
  declare distanceKm: number

  @column(centsColumn())
  declare netCents: number

  @column(centsColumn())
  declare payoutCents: number

  @column.date()
  declare pickupOn: DateTime | null

  @column.date()
  declare deliveryEstimateOn: DateTime | null

  @column()
  declare notes: string | null

  @column({ serializeAs: null })
  declare trackingToken: string

  @column.dateTime() declare assignedAt: DateTime | null
  @column.dateTime() declare pickedUpAt: DateTime | null
  @column.dateTime() declare deliveredAt: DateTime | null
  @column.dateTime() declare completedAt: DateTime | null
  @column.dateTime() declare cancelledAt: DateTime | null
  /** When it entered its current state (set by every transition). */
  @column.dateTime() declare stateChangedAt: DateTime | null

  @belongsTo(() => Team, { foreignKey: 'transporterTeamId' })
  declare transporterTeam: BelongsTo<typeof Team>

  @belongsTo(() => User, { foreignKey: 'driverUserId' })
  declare driver: BelongsTo<typeof User>

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Quote)
  declare quote: BelongsTo<typeof Quote>

  @belongsTo(() => TransportRequest)
  declare transportRequest: BelongsTo<typeof TransportRequest>

  @hasMany(() => TransportEvent)
  declare events: HasMany<typeof TransportEvent>
}
