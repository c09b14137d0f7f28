import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DamageZone } from '#shared/proof_zones'

/** A damage marked on a zone of the vehicle diagram, with a note and (usually) a photo. */
export default class ProofDamage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare proofId: number

  @column()
  declare vehicleId: number

  @column()
  declare zone: DamageZone

  @column()
  declare note: string

  @column()
  declare photoId: number | null
}
