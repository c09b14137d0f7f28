import type { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import { jsonColumn } from '#core/json_column'
import { centsColumn } from '#core/money_column'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import type { ApplicationState, FleetLine } from '#onboarding/domain/application_rules'

export type ApplicationServices = {
  categories: string[]
  regions: string[]
  provinces: string[]
}

/**
 * A carrier's application to work on the platform, written by a guest and
 * reached only through its private link (the token's SHA-256 is stored).
 */
export default class OnboardingApplication extends compose(BaseModel, WithTimestamps) {
  static table = 'onboarding_applications'

  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare state: ApplicationState

  @column()
  declare locale: 'it' | 'en'

  @column()
  declare legalName: string

  @column()
  declare vatNumber: string

  @column()
  declare fiscalCode: string

  @column()
  declare sdiCode: string | null

  @column()
  declare pec: string | null

  @column()
  declare street: string

  @column()
  declare cap: string

  @column()
  declare city: string

  @column()
  declare province: string

  @column()
  declare contactName: string

  @column()
  declare contactEmail: string

  @column()
  declare contactPhone: string

  @column()
  declare renNumber: string

  @column()
  declare insurer: string | null

  @column()
  declare policyNumber: string | null

  @column(centsColumn())
  declare coverCents: number | null

  @column.date()
  declare insuranceExpiresOn: DateTime | null

  @column(jsonColumn<FleetLine[]>())
  declare fleet: FleetLine[] | null

  @column(jsonColumn<ApplicationServices>())
  declare services: ApplicationServices | null

  @column.dateTime()
  declare submittedAt: DateTime | null

  @column.dateTime()
  declare reviewedAt: DateTime | null

  @column()
  declare reviewedById: number | null

  @column()
  declare rejectionReason: string | null

  @column()
  declare teamId: number | null

  @hasMany(() => OnboardingDocument, { foreignKey: 'applicationId' })
  declare documents: HasMany<typeof OnboardingDocument>
}
