import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { databaseNow } from '#core/database/dialect'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import { currentCallSettings } from '#calls/queries/call_settings'
import { bookingWindow, type SlotContext } from '#calls/domain/slots'
import { TIME_ZONE } from '#shared/time_zone'
import Call from '#calls/models/call'

/** A timestamp binding as the database stores it (text in the server's zone on SQLite). */
export function stamp(at: DateTime, client?: TransactionClientContract): string {
  return databaseNow(client, at.toLocal())
}

/**
 * What the slot rules need to know now (app/calls/domain/slots.ts): the
 * settings, the platform-wide closing days and the slots live calls hold
 * within the bookable window. Three queries.
 */
export async function slotContext(
  now: DateTime,
  client?: TransactionClientContract
): Promise<SlotContext> {
  const [settings, closingDays] = await Promise.all([
    currentCallSettings(client),
    closingDaysForTeams([], client),
  ])
  const window = bookingWindow(now, settings, closingDays)
  const from = DateTime.fromISO(window.from, { zone: TIME_ZONE })
  const until = DateTime.fromISO(window.to, { zone: TIME_ZONE }).plus({ days: 1 })
  const rows = await Call.query(client ? { client } : {})
    .whereNull('cancelled_at')
    .where('starts_at', '>=', stamp(from, client))
    .where('starts_at', '<', stamp(until, client))
    .select('starts_at')
  return { now, settings, closingDays, taken: rows.map((row) => row.startsAt) }
}
