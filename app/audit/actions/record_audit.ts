import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditEvent from '#audit/models/audit_event'
import type { AuditAction } from '#audit/domain/audit'

export type AuditInput = {
  actorUserId: number | null
  action: AuditAction
  subjectType: string
  subjectId?: number | null
  subjectLabel?: string | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  reason?: string | null
}

/**
 * Records a staff action in the caller's transaction, so the trail holds
 * exactly the changes that were committed (a refused or rolled-back action
 * leaves no line). The actor's name is copied, so it outlives the account.
 */
export async function recordAudit(input: AuditInput, trx: TransactionClientContract) {
  const actor = input.actorUserId
    ? await trx.from('users').where('id', input.actorUserId).select('full_name').first()
    : null
  return AuditEvent.create(
    {
      actorUserId: input.actorUserId,
      actorName: actor?.full_name ?? null,
      action: input.action,
      subjectType: input.subjectType,
      subjectId: input.subjectId ?? null,
      subjectLabel: input.subjectLabel?.slice(0, 200) ?? null,
      before: input.before ?? null,
      after: input.after ?? null,
      reason: input.reason ?? null,
    },
    { client: trx }
  )
}
