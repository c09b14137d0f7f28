/**
 * Pure rules of paying an order by bank transfer (DOMAIN.md §2, docs/decisions.md):
 * the payment reference, the reminder and cancellation deadlines in working
 * days, and what a received amount does to the order.
 */
import { addWorkingDays, toCalendarDate } from '#shared/working_days'
import type { IsoDate } from '#shared/italian_holidays'
import type { DateTime } from 'luxon'

/** Working days after the order's day on which the reminder goes out. */
export const REMIND_AFTER_WORKING_DAYS = 3
/** Working days after the order's day within which the transfer must arrive (the last day to pay). */
export const PAY_WITHIN_WORKING_DAYS = 10

/** ISO 7064 MOD 97-10 check digits of a string of digits (as in IBANs): two digits, 02…98. */
function checkDigits(digits: string): string {
  let rest = 0
  for (const digit of `${digits}00`) rest = (rest * 10 + Number(digit)) % 97
  return String(98 - rest).padStart(2, '0')
}

/**
 * BON-2026-000123-45: the year, the order's id (six digits at least) and two
 * check digits, so that a mistyped reference on a bank statement is noticed.
 * Unique because the id is.
 */
export function paymentReference(year: number, orderId: number): string {
  const body = `${year}${String(orderId).padStart(6, '0')}`
  return `BON-${year}-${String(orderId).padStart(6, '0')}-${checkDigits(body)}`
}

/** Whether a typed reference is well formed and its check digits match (spaces and case ignored). */
export function isPaymentReference(text: string): boolean {
  const match = /^BON-(\d{4})-(\d{6,10})-(\d{2})$/.exec(text.replaceAll(/\s+/g, '').toUpperCase())
  return match !== null && checkDigits(`${match[1]}${match[2]}`) === match[3]
}

/** The order's day in Rome, its reminder day and its last day to pay. */
export function transferDeadlines(orderedAt: IsoDate | DateTime) {
  const orderedOn = toCalendarDate(orderedAt)
  return {
    orderedOn,
    remindOn: addWorkingDays(orderedOn, REMIND_AFTER_WORKING_DAYS),
    payBy: addWorkingDays(orderedOn, PAY_WITHIN_WORKING_DAYS),
  }
}

export type TransferStep = 'wait' | 'remind' | 'cancel'

/**
 * What the daily job does to a waiting order today: cancel it the day after
 * its last day to pay, remind once from its reminder day on, else wait.
 */
export function transferStep(input: {
  orderedAt: IsoDate | DateTime
  reminded: boolean
  today: IsoDate
}): TransferStep {
  const { remindOn, payBy } = transferDeadlines(input.orderedAt)
  if (input.today > payBy) return 'cancel'
  if (!input.reminded && input.today >= remindOn) return 'remind'
  return 'wait'
}

/**
 * What the transfers received so far do to an order of `grossCents`: paid
 * once they cover it (the excess stays in the wallet), else the remainder is
 * still due.
 */
export function transferOutcome(grossCents: number, receivedCents: number) {
  return {
    paid: receivedCents >= grossCents,
    remainingCents: Math.max(0, grossCents - receivedCents),
    excessCents: Math.max(0, receivedCents - grossCents),
  }
}
