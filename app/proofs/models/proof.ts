import type { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import ProofVehicle from '#proofs/models/proof_vehicle'
import ProofPhoto from '#proofs/models/proof_photo'
import ProofDamage from '#proofs/models/proof_damage'
import ProofAnnotation from '#proofs/models/proof_annotation'
import type { ProofStage, ProofState } from '#shared/proof_zones'

/** The proof of one stop (pickup or delivery) of a transport. Submitted once, never edited. */
export default class Proof extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare stage: ProofStage

  @column()
  declare state: ProofState

  @column()
  declare notes: string | null

  @column()
  declare signerName: string | null

  @column({ serializeAs: null })
  declare signatureKey: string | null

  @column({ columnName: 'signature_sha256' })
  declare signatureSha256: string | null

  @column.dateTime()
  declare signedAt: DateTime | null

  @column()
  declare signedVia: 'phone' | 'link' | null

  @column()
  declare referentRemarks: string | null

  @column()
  declare latitude: number | null

  @column()
  declare longitude: number | null

  @column()
  declare accuracyM: number | null

  @column.dateTime()
  declare submittedAt: DateTime | null

  @column()
  declare submittedById: number | null

  @column()
  declare documentId: number | null

  @hasMany(() => ProofVehicle)
  declare vehicles: HasMany<typeof ProofVehicle>

  @hasMany(() => ProofPhoto)
  declare photos: HasMany<typeof ProofPhoto>

  @hasMany(() => ProofDamage)
  declare damages: HasMany<typeof ProofDamage>

  @hasMany(() => ProofAnnotation)
  declare annotations: HasMany<typeof ProofAnnotation>
}
