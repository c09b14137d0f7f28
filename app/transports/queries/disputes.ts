import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import Dispute from '#transports/models/dispute'
import DisputePhoto from '#transports/models/dispute_photo'
import { DISPUTE_WINDOW_HOURS } from '#transports/domain/disputes'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Transport from '#transports/models/transport'

const isoTime = (value: { toISO(): string | null } | null | undefined) => value?.toISO() ?? null

export const PHOTO_KEY = /^disputes\/\d{1,10}\/[0-9a-f]{32}\.(jpg|png)$/

/**
 * A transport's dispute with its photos (one query each), or null; what each
 * audience sees is DisputeTransformer's.
 */
export type DisputeRecord = {
  dispute: Dispute
  photos: Pick<DisputePhoto, 'id' | 'fileName'>[]
}

export async function disputeOf(transportId: number): Promise<DisputeRecord | null> {
  const dispute = await Dispute.query()
    .where('transport_id', transportId)
    .preload('openedBy', (query) => query.select('id', 'full_name'))
    .first()
  if (!dispute) return null
  const photos = await DisputePhoto.query()
    .where('dispute_id', dispute.id)
    .select('id', 'file_name')
    .orderBy('id', 'asc')
  return { dispute, photos }
}

/** Until when the dealer may still open a dispute (ISO), or null when it may not. */
export function disputeDeadline(transport: Pick<Transport, 'state' | 'deliveredAt'>) {
  if (transport.state !== 'delivered' || !transport.deliveredAt) return null
  const deadline = transport.deliveredAt.plus({ hours: DISPUTE_WINDOW_HOURS })
  return deadline.toMillis() >= Date.now() ? isoTime(deadline) : null
}

/** What the dealer paid for the transport (its quote's gross) and what disputes gave back. */
export async function paidAndRefunded(
  transport: Pick<Transport, 'id' | 'quoteId'>,
  client: QueryClientContract = db.connection()
) {
  const quote = await client
    .from('quotes')
    .where('id', transport.quoteId)
    .select('gross_cents')
    .first()
  /* what the dealer's wallet got back for this transport's dispute */
  const [{ total }] = await client
    .from('ledger_entries')
    .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .where('ledger_transactions.transport_id', transport.id)
    .where('ledger_transactions.kind', 'dispute_refund')
    .where('ledger_entries.account', 'dealer_wallet')
    .sum('ledger_entries.amount_cents as total')
  return { paidGrossCents: Number(quote?.gross_cents ?? 0), refundedCents: Number(total ?? 0) }
}

/** The most a resolution may refund: the gross the dealer paid minus the refunds already made. */
export async function refundableCents(transport: Pick<Transport, 'id' | 'quoteId'>) {
  const { paidGrossCents, refundedCents } = await paidAndRefunded(transport)
  return Math.max(0, paidGrossCents - refundedCents)
}

/** One photo of a transport's dispute, or null. */
export function findDisputePhoto(transportId: number, photoId: number) {
  return DisputePhoto.query()
    .join('disputes', 'disputes.id', 'dispute_photos.dispute_id')
    .where('disputes.transport_id', transportId)
    .where('dispute_photos.id', photoId)
    .select('dispute_photos.*')
    .first()
}

export async function photoContents(
  photo: Pick<DisputePhoto, 'storageKey'>
): Promise<Readable | null> {
  if (!PHOTO_KEY.test(photo.storageKey)) return null
  const disk = drive.use()
  if (!(await disk.exists(photo.storageKey))) return null
  return disk.getStream(photo.storageKey)
}
