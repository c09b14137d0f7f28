import { DateTime } from 'luxon'
import ClosingDay from '#teams/models/closing_day'
import { TIME_ZONE } from '#shared/time_zone'

/** A platform-wide closing (team, address and supplier all null): no pickup or delivery anywhere. */
export type GlobalClosingDayInput = { startsOn: Date; endsOn: Date; reason?: string | null }

/* The validator parses "2026-08-10" as a local Date: keep the calendar day as typed. */
function calendarDay(value: Date): DateTime {
  return DateTime.fromObject(
    { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() },
    { zone: TIME_ZONE }
  )
}

function attributes(input: GlobalClosingDayInput) {
  return {
    startsOn: calendarDay(input.startsOn),
    endsOn: calendarDay(input.endsOn),
    reason: input.reason ?? null,
  }
}

export async function createGlobalClosingDay(input: GlobalClosingDayInput): Promise<ClosingDay> {
  return ClosingDay.create({
    teamId: null,
    addressId: null,
    supplierId: null,
    ...attributes(input),
  })
}

export async function updateGlobalClosingDay(
  closingDay: ClosingDay,
  input: GlobalClosingDayInput
): Promise<ClosingDay> {
  closingDay.merge(attributes(input))
  await closingDay.save()
  return closingDay
}

export async function deleteGlobalClosingDay(closingDay: ClosingDay): Promise<void> {
  await closingDay.delete()
}
