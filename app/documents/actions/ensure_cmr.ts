import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TransportDocument from '#documents/models/transport_document'
import type { TransportActorKind } from '#transports/models/transport_event'
import { storeTransportDocument } from '#documents/actions/store_transport_document'
import { cmrData } from '#documents/queries/cmr_data'
import { renderCmr } from '#documents/domain/cmr_layout'
import { documentFileName, mayHaveCmr } from '#documents/domain/documents'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'

/**
 * The transport's CMR: the stored one, or, the first time it is asked for
 * (from assignment onward), generated, stored and sealed in the timeline.
 * Never rewritten afterwards. The transport row is locked, so two first
 * requests at once make one document.
 */
export async function ensureCmrWithin(
  transportId: number,
  actor: { kind: TransportActorKind; userId: number | null },
  trx: TransactionClientContract
): Promise<Result<TransportDocument, 'not_available'>> {
  const transport = await lockForUpdate(
    trx.from('transports').where('id', transportId).select('id', 'state', 'reference'),
    trx
  ).first()
  if (!transport) return err('not_available')
  const existing = await TransportDocument.query({ client: trx })
    .where('transport_id', transportId)
    .where('kind', 'cmr')
    .orderBy('id', 'desc')
    .first()
  if (existing) return ok(existing)
  if (!mayHaveCmr(transport.state)) return err('not_available')
  const data = await cmrData(transportId, trx)
  if (!data) return err('not_available')
  const document = await storeTransportDocument(
    {
      transportId,
      kind: 'cmr',
      fileName: documentFileName('cmr', transport.reference),
      bytes: await renderCmr(data),
      actor,
    },
    trx
  )
  return ok(document)
}

export function ensureCmr(
  transportId: number,
  actor: { kind: TransportActorKind; userId: number | null }
) {
  return db.transaction((trx) => ensureCmrWithin(transportId, actor, trx))
}
