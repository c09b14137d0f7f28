import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Transport from '#transports/models/transport'
import { plainRows, type PlainRow } from '#core/database/plain_rows'

/** The attributes of a dashboard's transport line (UpcomingTransportTransformer). */
const UPCOMING_ATTRIBUTES = [
  'id',
  'reference',
  'state',
  'pickupOn',
  'deliveryEstimateOn',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'vehicleCount',
] as const

export type UpcomingTransport = PlainRow<typeof Transport, (typeof UPCOMING_ATTRIBUTES)[number]>

/** A dashboard's transport lines (plain rows) from a filtered, ordered, limited query. */
export function upcomingTransports(
  query: ModelQueryBuilderContract<typeof Transport, Transport>
): Promise<UpcomingTransport[]> {
  return plainRows(Transport, query, UPCOMING_ATTRIBUTES)
}

/** `{ state: count }` from grouped count rows. */
/** How many rows counts by state stand for (their sum). */
export function rowsCounted(rows: { total: number | string }[]) {
  return rows.reduce((sum, row) => sum + Number(row.total), 0)
}

export function countsByState(rows: { state: string; total: number | string }[]) {
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.total)])) as Record<
    string,
    number
  >
}
