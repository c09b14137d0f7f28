import { DateTime } from 'luxon'
import type Team from '#teams/models/team'
import ClosingDay from '#teams/models/closing_day'
import { TIME_ZONE } from '#shared/time_zone'

export type ClosingDayInput = {
  startsOn: Date
  endsOn: Date
  addressId?: number | null
  reason?: string | null
}

/* The validator parses "2026-08-10" as a local Date: keep the calendar day as typed. */
function calendarDay(value: Date): DateTime {
  return DateTime.fromObject(
    { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() },
    { zone: TIME_ZONE }
  )
}

function attributes(input: ClosingDayInput) {
  return {
    startsOn: calendarDay(input.startsOn),
    endsOn: calendarDay(input.endsOn),
    addressId: input.addressId ?? null,
    reason: input.reason ?? null,
  }
}

export async function createClosingDay(team: Team, input: ClosingDayInput): Promise<ClosingDay> {
  return ClosingDay.create({ teamId: team.id, ...attributes(input) })
}

export async function updateClosingDay(
  closingDay: ClosingDay,
  input: ClosingDayInput
): Promise<ClosingDay> {
  closingDay.merge(attributes(input))
  await closingDay.save()
  return closingDay
}

export async function deleteClosingDay(closingDay: ClosingDay): Promise<void> {
  await closingDay.delete()
}
