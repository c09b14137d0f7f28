import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type AnnotationAuthorKind = 'dealer' | 'transporter' | 'admin'

/** A dated note added to a submitted proof (the proof itself is never edited). */
export default class ProofAnnotation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare proofId: number

  @column()
  declare authorUserId: number | null

  @column()
  declare authorKind: AnnotationAuthorKind

  @column()
  declare body: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
