import { BaseTransformer } from '@adonisjs/core/transformers'
import type TeamDocument from '#onboarding/models/team_document'

/** A team document on the carrier's page and staff's review (never where it is stored). */
export default class TeamDocumentTransformer extends BaseTransformer<TeamDocument> {
  toObject() {
    const document = this.resource
    return {
      ...this.pick(document, [
        'id',
        'kind',
        'fileName',
        'mimeType',
        'sizeBytes',
        'insurer',
        'policyNumber',
        'coverCents',
        'state',
        'rejectionReason',
      ]),
      expiresOn: document.expiresOn?.toISODate() ?? null,
      reviewedAt: document.reviewedAt?.toISO() ?? null,
      createdAt: document.createdAt.toISO()!,
    }
  }
}
