import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AuditRow } from '#audit/queries/audit_events'

/** A line of the audit trail, for staff. */
export default class AuditEventTransformer extends BaseTransformer<AuditRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'action',
      'actorName',
      'subjectType',
      'subjectId',
      'subjectLabel',
      'before',
      'after',
      'reason',
      'createdAt',
    ])
  }
}
