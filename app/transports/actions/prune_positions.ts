import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { POSITION_RETENTION_DAYS } from '#shared/transport_position'

/** Deletes the positions older than POSITION_RETENTION_DAYS (one statement); returns how many. */
export async function prunePositions(now: DateTime = DateTime.utc()): Promise<number> {
  const before = now.toUTC().minus({ days: POSITION_RETENTION_DAYS })
  const client = db.connection()
  const deleted = await client
    .from('transport_positions')
    .where('recorded_at', '<', before.toFormat(client.dialect.dateTimeFormat))
    .delete()
  return Array.isArray(deleted) ? deleted.length : Number(deleted)
}
