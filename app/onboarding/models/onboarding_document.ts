import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { WithTimestamps } from '#core/database/mixins'
import type { ApplicationDocumentKind } from '#onboarding/domain/documents'

/** A file of an application: the insurance policy (PDF) or another document. */
export default class OnboardingDocument extends compose(BaseModel, WithTimestamps) {
  static table = 'onboarding_documents'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare applicationId: number

  @column()
  declare kind: ApplicationDocumentKind

  @column()
  declare fileName: string

  @column({ serializeAs: null })
  declare storageKey: string

  @column()
  declare mimeType: string

  @column()
  declare sizeBytes: number
}
