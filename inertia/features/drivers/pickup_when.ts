import { date } from '@shared/format'

/** "01/12/2026 · 08:00–12:30": the pickup day with its scheduled time range, when chosen. */
export function pickupWhen(
  pickupOn: string | null,
  from: string | null | undefined,
  to: string | null | undefined
) {
  if (!pickupOn) return '—'
  return from && to ? `${date(pickupOn)} · ${from}–${to}` : date(pickupOn)
}
