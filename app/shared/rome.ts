/**
 * The platform's one time zone (DOMAIN.md §6) and today's date in it, with
 * the standard `Intl` API only: the pages use them (formatting, date pickers)
 * without loading a date library. Server code imports them from
 * #shared/time_zone, which adds luxon's `nowInRome()`.
 */
export const TIME_ZONE = 'Europe/Rome'

/* `en-CA` writes dates as yyyy-MM-dd. Made once: a formatter per call costs more than the date. */
let romeDay: Intl.DateTimeFormat | undefined

/** Today's calendar date in Rome (yyyy-MM-dd), or the given instant's. */
export function todayInRome(at: Date = new Date()): string {
  romeDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return romeDay.format(at)
}
