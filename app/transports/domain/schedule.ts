/**
 * Pickup and delivery dates of a new transport (DOMAIN.md §2 "Working days and
 * calendar"). Pure: calendar dates (yyyy-MM-dd, Europe/Rome) in and out.
 *
 *   earliest pickup  = payment day + 2 working days (1 with express),
 *                      but never before the request's pickup window start
 *   delivery estimate = pickup + 1 working day per started 400 km (minimum 1)
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
  let pickupOn = addWorkingDays(input.paidOn, input.express ? 1 : 2, options)
  if (input.pickupWindowStart && input.pickupWindowStart > pickupOn) {
    pickupOn = nextWorkingDay(input.pickupWindowStart, options)
  }
  const deliveryEstimateOn = addWorkingDays(pickupOn, deliveryDays(input.distanceKm), options)
  return { pickupOn, deliveryEstimateOn }
}
