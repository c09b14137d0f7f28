/**
 * Carriers are paid by a monthly batch; one owed at least this much may ask
 * to be paid sooner (docs/decisions.md, "Payout batches"). Pure.
 */
export const PAYOUT_REQUEST_MIN_CENTS = 50_000

/** A month's batch is due from the first day of the month (Europe/Rome) until one exists. */
export function monthOf(day: string) {
  return day.slice(0, 7)
}
