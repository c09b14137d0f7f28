/**
 * The platform's one time zone: every date and time is shown, and every
 * calendar day (pickup dates, working days, references' years) is counted,
 * in Europe/Rome, whatever the zone of the server or the browser
 * (DOMAIN.md §6). Shared by the server (#shared/time_zone) and the pages
 * (@shared/time_zone).
 */
import { DateTime } from 'luxon'

export const TIME_ZONE = 'Europe/Rome'

/** The current moment in Rome. */
export function nowInRome(): DateTime {
  return DateTime.now().setZone(TIME_ZONE)
}

/** Today's calendar date in Rome (yyyy-MM-dd). */
export function todayInRome(): string {
  return nowInRome().toISODate()!
}
