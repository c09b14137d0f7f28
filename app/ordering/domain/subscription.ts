/**
 * The pro plan as a monthly subscription (DOMAIN.md §3, issue 12). Pure:
 * calendar dates `yyyy-MM-dd` in Europe/Rome.
 *
 * A paid month covers [start, end): `end` (the team's `pro_until`) is the
 * renewal day. On that day the next month is charged to the wallet; when the
 * wallet does not cover it, or the dealer stopped the renewal, the plan ends
 * and the team is back on the free plan (suppliers beyond the free limit
 * become read-only: `editableSuppliers` in app/suppliers/domain/plan.ts).
 */
import { DateTime } from 'luxon'
import type { DealerPlan } from '#suppliers/domain/plan'

/** The end of a month of pro that starts on `start` (31 January → 28 or 29 February). */
export function periodEnd(start: string): string {
  const day = DateTime.fromISO(start, { zone: 'utc' })
  if (!day.isValid) throw new Error(`Not a calendar date: ${start}`)
  return day.plus({ months: 1 }).toISODate()!
}

export type RenewalStep = 'wait' | 'renew' | 'end'

/** What the daily renewal does for a team today. */
export function renewalStep(input: {
  plan: DealerPlan
  proUntil: string | null
  renews: boolean
  today: string
}): RenewalStep {
  if (input.plan !== 'pro' || !input.proUntil || input.today < input.proUntil) return 'wait'
  return input.renews ? 'renew' : 'end'
}
