import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ApplicationRow } from '#onboarding/queries/applications'

/** An application as a row of staff's list. */
export default class ApplicationRowTransformer extends BaseTransformer<ApplicationRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      legalName: row.legalName,
      vatNumber: row.vatNumber,
      city: row.city,
      province: row.province,
      contactName: row.contactName,
      state: row.state,
      submittedAt: row.submittedAt,
      createdAt: row.createdAt,
    }
  }
}
