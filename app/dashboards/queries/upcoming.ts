/** The columns of a dashboard's transport line (UpcomingTransportTransformer). */
export const UPCOMING_COLUMNS = [
  'id',
  'reference',
  'state',
  'pickup_on',
  'delivery_estimate_on',
  'pickup_city',
  'pickup_province',
  'delivery_city',
  'delivery_province',
  'vehicle_count',
]

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
