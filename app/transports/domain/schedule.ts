/**
 * Pickup and delivery dates of a new transport (DOMAIN.md §2 "Working days and
 * calendar"). Pure: calendar dates (yyyy-MM-dd, Europe/Rome) in and out.
 *
 *   earliest pickup  = payment day + 2 working days (1 with express),
 *                      but never before the request's pickup window start
 *   delivery estimate = pickup + 1 working day per started 400 km (minimum 1),
 *                      but never before the dealer's delivery window start
 */
import {
  addWorkingDays,
  nextWorkingDay,
  type ClosingDayRange,
  type IsoDate,
} from '#shared/working_days'

export const KM_PER_WORKING_DAY = 400

export type ScheduleInput = {
  paidOn: IsoDate
  express: boolean
  pickupWindowStart?: IsoDate | null
  deliveryWindowStart?: IsoDate | null
  distanceKm: number
  closingDays?: ClosingDayRange[]
}

export function deliveryDays(distanceKm: number) {
  const km = Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0
  return Math.max(1, Math.ceil(km / KM_PER_WORKING_DAY))
}

export function computeSchedule(input: ScheduleInput): {
  pickupOn: IsoDate
  deliveryEstimateOn: IsoDate
} {
  const options = { closingDays: input.closingDays ?? [] }
  const earliest = addWorkingDays(input.paidOn, input.express ? 1 : 2, options)
  const pickupOn = notBefore(earliest, input.pickupWindowStart, options.closingDays)
  return { pickupOn, deliveryEstimateOn: deliveryEstimate({ ...input, pickupOn }) }
}

/** `day`, or the first working day of the window when the window starts later. */
export function notBefore(
  day: IsoDate,
  windowStart: IsoDate | null | undefined,
  closingDays: ClosingDayRange[] = []
): IsoDate {
  return windowStart && windowStart > day ? nextWorkingDay(windowStart, { closingDays }) : day
}

/**
 * When the vehicles should arrive: the pickup day plus the driving days,
 * never before the dealer's delivery window opens (the same rule when the
 * pickup is scheduled or the dealer moves a window).
 */
export function deliveryEstimate(input: {
  pickupOn: IsoDate
  distanceKm: number
  deliveryWindowStart?: IsoDate | null
  closingDays?: ClosingDayRange[]
}): IsoDate {
  const closingDays = input.closingDays ?? []
  const driven = addWorkingDays(input.pickupOn, deliveryDays(input.distanceKm), { closingDays })
  return notBefore(driven, input.deliveryWindowStart, closingDays)
}
