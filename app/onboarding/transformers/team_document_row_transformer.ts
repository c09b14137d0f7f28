import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TeamDocumentRow } from '#onboarding/queries/team_documents'

/** A team document as a row of staff's review list, with the team's name. */
export default class TeamDocumentRowTransformer extends BaseTransformer<TeamDocumentRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      teamId: row.teamId,
      teamName: row.teamName,
      kind: row.kind,
      fileName: row.fileName,
      insurer: row.insurer,
      policyNumber: row.policyNumber,
      coverCents: row.coverCents,
      expiresOn: row.expiresOn,
      state: row.state,
      createdAt: row.createdAt,
    }
  }
}
