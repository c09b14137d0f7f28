/**
 * The platform's one time zone: every date and time is shown, and every
 * calendar day (pickup dates, working days, references' years) is counted,
 * in Europe/Rome, whatever the zone of the server or the browser
 * (DOMAIN.md §6). Shared by the server (#shared/time_zone) and the pages
 * (@shared/time_zone).
 */
import { DateTime } from 'luxon'
import { TIME_ZONE, todayInRome } from './rome.js'

export { TIME_ZONE, todayInRome }

/** The current moment in Rome. */
export function nowInRome(): DateTime {
  return DateTime.now().setZone(TIME_ZONE)
}
