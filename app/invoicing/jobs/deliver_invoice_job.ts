import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendInvoiceToSdi } from '#invoicing/actions/send_to_sdi'

/**
 * After an invoice or credit note is issued (queued by the issuing
 * transaction's commit): its XML and PDF generated once, then the XML handed
 * to the SDI once. Idempotent, so a retry or a second job changes nothing.
 */
export default class DeliverInvoiceJob extends Job<{ invoiceId: number }> {
  static options: JobOptions = {
    name: 'DeliverInvoiceJob',
    queue: 'default',
    maxRetries: 5,
  }

  async execute() {
    const result = await sendInvoiceToSdi(this.payload.invoiceId)
    if (!result.ok && result.error === 'file_missing') {
      throw new Error(`Invoice ${this.payload.invoiceId}: the stored XML is missing`)
    }
  }
}
