/** A line of the delivery log. */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DeliveryStatus } from '#mailer/domain/mailer'

export type DeliveryRow = {
  id: number
  createdAt: string
  updatedAt: string
  recipient: string
  subject: string
  mailer: string
  status: DeliveryStatus
  error: string | null
  attempts: number
}

export default class MailDeliveryTransformer extends BaseTransformer<DeliveryRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      recipient: row.recipient,
      subject: row.subject,
      mailer: row.mailer,
      status: row.status,
      error: row.error,
      attempts: row.attempts,
    }
  }
}
