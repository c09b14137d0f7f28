/**
 * Demo documents (issue 11): the CMR of every demo transport from assignment
 * onward, generated now through the real action and dated at its
 * assignment; then the timelines' hash chains are recomputed, because the
 * demo seeders move events to past dates after writing them (demo data
 * only: on real data a rewritten chain would erase the evidence). Run last.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ensureCmrWithin } from '#documents/actions/ensure_cmr'
import { rechainTransports } from '#documents/actions/chain_events'
import { CMR_STATES } from '#documents/domain/documents'
import { databaseNow } from '#core/database/dialect'

export async function seedDocumentsDemo() {
  const transports = await db
    .from('transports')
    .whereIn('state', [...CMR_STATES])
    .orderBy('id')
    .select('id', 'assigned_at')
  for (const transport of transports) {
    await db.transaction(async (trx) => {
      const result = await ensureCmrWithin(transport.id, { kind: 'system', userId: null }, trx)
      if (!result.ok || !transport.assigned_at) return
      const assignedAt =
        transport.assigned_at instanceof Date
          ? DateTime.fromJSDate(transport.assigned_at)
          : DateTime.fromSQL(String(transport.assigned_at), { zone: 'utc' })
      const at = databaseNow(trx, assignedAt.plus({ minutes: 1 }).toUTC())
      await trx.from('transport_documents').where('id', result.value.id).update({ created_at: at })
      await trx
        .from('transport_events')
        .where('transport_id', transport.id)
        .where('type', 'document_sealed')
        .update({ created_at: at })
    })
  }
  await db.transaction((trx) => rechainTransports(trx))
}
