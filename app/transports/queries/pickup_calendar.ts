import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Transport from '#transports/models/transport'
import type { ClosingDayRange } from '#shared/working_days'
import type { WeeklyHours } from '#shared/opening_hours'
import { todayInRome, nowInRome } from '#shared/time_zone'
import { toIsoDate } from '#transports/domain/dates'
import {
  DEFAULT_HOURS,
  firstPickupDay,
  lastPickupDay,
  proposePickupSlots,
  type SlotCalendar,
} from '#transports/domain/pickup_slots'
import { canSchedulePickup } from '#transports/domain/drivers'

type Scheduled = Pick<
  Transport,
  'teamId' | 'transporterTeamId' | 'transportRequestId' | 'pickupDateFrom' | 'pickupDateTo'
>

/** The stored place the pickup was chosen from (the request's address or supplier), if any. */
async function pickupPlace(
  transportRequestId: number,
  client: TransactionClientContract | typeof db
) {
  const request = await client
    .from('transport_requests')
    .where('id', transportRequestId)
    .select('pickup_address_id', 'supplier_id')
    .first()
  const addressId: number | null = request?.pickup_address_id ?? null
  const supplierId: number | null = addressId ? null : (request?.supplier_id ?? null)
  const table = addressId ? 'addresses' : supplierId ? 'suppliers' : null
  const row = table
    ? await client
        .from(table)
        .where('id', (addressId ?? supplierId)!)
        .select('opening_hours')
        .first()
    : null
  return { addressId, supplierId, openingHours: parseHours(row?.opening_hours) }
}

function parseHours(value: unknown): WeeklyHours | null {
  if (!value) return null
  if (typeof value === 'object') return value as WeeklyHours
  try {
    return JSON.parse(String(value)) as WeeklyHours
  } catch {
    return null
  }
}

/**
 * The closing days of a pickup: the platform's, the dealer team's and the
 * carrier team's (team-wide), and those of the pickup's own address or
 * supplier (another address of the dealer closing does not matter).
 */
async function pickupClosingDays(
  transport: Scheduled,
  place: { addressId: number | null; supplierId: number | null },
  client: TransactionClientContract | typeof db
): Promise<ClosingDayRange[]> {
  const teamIds = [transport.teamId, transport.transporterTeamId].filter((id): id is number => !!id)
  const rows = await client
    .from('closing_days')
    .where((query) => {
      query
        .where((global) =>
          global.whereNull('team_id').whereNull('address_id').whereNull('supplier_id')
        )
        .orWhere((own) =>
          own.whereIn('team_id', teamIds).whereNull('address_id').whereNull('supplier_id')
        )
      if (place.addressId) query.orWhere('address_id', place.addressId)
      if (place.supplierId) query.orWhere('supplier_id', place.supplierId)
    })
    .select('starts_on', 'ends_on')
  return rows
    .map((row: any) => ({ from: toIsoDate(row.starts_on), to: toIsoDate(row.ends_on) }))
    .filter(
      (range): range is ClosingDayRange =>
        range.from !== null && range.to !== null && range.to >= range.from
    )
}

/**
 * Everything the pickup slots are computed from (app/transports/domain/pickup_slots.ts):
 * today and now in Rome, the request's pickup window, the pickup place's
 * opening hours and the closing days that apply. Three queries.
 */
export async function pickupCalendarOf(
  transport: Scheduled,
  trx?: TransactionClientContract
): Promise<SlotCalendar> {
  const client = trx ?? db
  const place = await pickupPlace(transport.transportRequestId, client)
  return {
    today: todayInRome(),
    now: nowInRome().toFormat('HH:mm'),
    windowStart: toIsoDate(transport.pickupDateFrom),
    windowEnd: toIsoDate(transport.pickupDateTo),
    openingHours: place.openingHours,
    closingDays: await pickupClosingDays(transport, place, client),
  }
}

/**
 * What the schedule page shows: the feasible slots, the days a typed choice
 * may take (first → last), the place's opening hours (null: unknown, the
 * default hours apply) and whether the state still allows scheduling.
 */
export async function schedulePage(transport: Transport) {
  const calendar = await pickupCalendarOf(transport)
  return {
    slots: proposePickupSlots(calendar),
    firstDay: firstPickupDay(calendar),
    lastDay: lastPickupDay(calendar),
    openingHours: calendar.openingHours,
    defaultHours: DEFAULT_HOURS,
    schedulable: canSchedulePickup(transport.state),
  }
}
