import { BaseTransformer } from '@adonisjs/core/transformers'
import type OnboardingDocument from '#onboarding/models/onboarding_document'

/** A file of an application as its pages list it (never where it is stored). */
export default class ApplicationDocumentTransformer extends BaseTransformer<OnboardingDocument> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'kind', 'fileName', 'mimeType', 'sizeBytes']),
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
