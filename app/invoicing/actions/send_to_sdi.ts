import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import Invoice from '#invoicing/models/invoice'
import SdiTransmission from '#invoicing/models/sdi_transmission'
import {
  ensureInvoiceFilesWithin,
  invoiceFileBytes,
  sha256Hex,
} from '#invoicing/actions/invoice_files'
import { sdiFileName } from '#invoicing/domain/numbering'
import { sdiSender } from '#invoicing/sdi/sdi_sender'

/**
 * Hands an invoice's XML to the SDI once: its files made if needed, the
 * invoice row locked, nothing done when a transmission is recorded already;
 * otherwise the sender gets the stored XML (the same bytes as every
 * download) and a `sdi_transmissions` row records when and where. A retry
 * after a failure between the hand-over and the row hands over the same
 * file again, which the file drop accepts.
 */
export async function sendInvoiceToSdi(
  invoiceId: number
): Promise<Result<SdiTransmission, 'not_found' | 'file_missing'>> {
  return db.transaction(async (trx) => {
    const files = await ensureInvoiceFilesWithin(invoiceId, trx)
    if (!files.ok) return files
    const invoice = await lockForUpdate(
      Invoice.query({ client: trx }).where('id', invoiceId),
      trx
    ).firstOrFail()
    const sent = await SdiTransmission.query({ client: trx }).where('invoice_id', invoiceId).first()
    if (sent) return ok(sent)
    const xml = await invoiceFileBytes(files.value.xml.storageKey)
    if (!xml) return err('file_missing')
    const fileName = sdiFileName(invoice.seller.vatNumber, invoice.id)
    const receipt = await sdiSender().send({ fileName, xml })
    const transmission = await SdiTransmission.create(
      {
        invoiceId,
        fileName,
        channel: receipt.channel,
        destination: receipt.destination.slice(0, 500),
        sha256: sha256Hex(xml),
        sentAt: DateTime.now(),
      },
      { client: trx }
    )
    return ok(transmission)
  })
}
