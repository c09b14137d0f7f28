import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invoice from '#invoicing/models/invoice'
import { issueCreditNote } from '#invoicing/actions/issue_documents'

/** The invoice a transport was paid with, or null (paid before invoicing, or never paid). */
function invoiceOf(transportId: number, trx: TransactionClientContract) {
  return Invoice.query({ client: trx })
    .where('transport_id', transportId)
    .where('kind', 'invoice')
    .first()
}

/**
 * The credit note of money given back for a transport, inside the caller's
 * transaction, and the split the ledger must post: either the lines credited
 * (a cancellation: the whole net) or a gross amount (a dispute refund, split
 * into net + VAT as the note prints it). Null without an invoice (a transport
 * paid before invoicing began): nothing is issued, the caller splits as the
 * ledger always did. A refusal of the credit note is a programming error: it
 * throws, and the caller's transaction rolls back.
 */
export async function creditTransport(
  input: {
    transportId: number
    reference: string
    reason: string
    key: string
    byUserId: number | null
  } & ({ netCents: number } | { grossCents: number }),
  trx: TransactionClientContract
): Promise<{ netCents: number; vatCents: number; creditNoteId: number } | null> {
  const invoice = await invoiceOf(input.transportId, trx)
  if (!invoice) return null
  const issued = await issueCreditNote(
    {
      invoiceId: invoice.id,
      reason: input.reason,
      ...('grossCents' in input
        ? { amountCents: input.grossCents }
        : {
            lines: [
              {
                description: `Annullamento del trasporto ${input.reference}`,
                unitNetCents: input.netCents,
              },
            ],
          }),
      transportId: input.transportId,
      idempotencyKey: input.key,
      issuedByUserId: input.byUserId,
    },
    trx
  )
  if (!issued.ok) throw new Error(`Credit note for ${input.reference} not issued: ${issued.error}`)
  return {
    netCents: issued.value.netCents,
    vatCents: issued.value.vatCents,
    creditNoteId: issued.value.id,
  }
}
