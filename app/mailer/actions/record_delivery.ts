import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { databaseNow } from '#core/database/dialect'
import type { DeliveryStatus } from '#mailer/domain/mailer'

type Address = string | { address: string; name?: string }

export type DeliveryOutcome = {
  /** the queued job delivering it (null: sent synchronously) */
  jobId: string | null
  attempt: number
  mailer: string
  to: Address | Address[] | undefined
  subject: string | undefined
  status: DeliveryStatus
  error: string | null
}

/** The first recipient, lower case (the log's filter), e.g. `luca@example.com (+2)`. */
export function recipientOf(to: DeliveryOutcome['to']) {
  const list = (Array.isArray(to) ? to : to ? [to] : []).map((entry) =>
    (typeof entry === 'string' ? entry : entry.address).trim().toLowerCase()
  )
  if (list.length === 0) return '—'
  return (list.length > 1 ? `${list[0]} (+${list.length - 1})` : list[0]!).slice(0, 254)
}

/**
 * Writes the delivery log: one row per message. A queued message keeps its
 * row across the queue's retries (found by job id): the latest status, the
 * reason of the latest failure, the number of attempts. Never throws: the log
 * must not fail a delivery.
 */
export async function recordDelivery(outcome: DeliveryOutcome) {
  try {
    const now = databaseNow()
    const values = {
      recipient: recipientOf(outcome.to),
      subject: (outcome.subject ?? '').slice(0, 255),
      mailer: outcome.mailer.slice(0, 40),
      status: outcome.status,
      error: outcome.error?.slice(0, 1000) ?? null,
      attempts: Math.max(1, outcome.attempt),
      updated_at: now,
    }
    if (outcome.jobId) {
      const updated = await db.from('mail_deliveries').where('job_id', outcome.jobId).update({
        status: values.status,
        error: values.error,
        attempts: values.attempts,
        updated_at: now,
      })
      if (Number(Array.isArray(updated) ? updated[0] : updated) > 0) return
    }
    await db.table('mail_deliveries').insert({ ...values, job_id: outcome.jobId, created_at: now })
  } catch (error) {
    logger.warn({ err: error }, 'could not write the mail delivery log')
  }
}
