import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The checklist and odometer of one vehicle in a proof. */
export default class ProofVehicle extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare proofId: number

  @column()
  declare vehicleId: number

  @column()
  declare documents: boolean

  @column()
  declare keys: boolean

  @column()
  declare accessories: boolean

  @column()
  declare checklistNote: string | null

  @column()
  declare odometerKm: number | null
}
