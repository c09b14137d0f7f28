import Transport from '#transports/models/transport'
import ClosingDay from '#teams/models/closing_day'
import {
  buildCalendar,
  calendarPeriod,
  type CalendarClosing,
  type CalendarEntry,
  type CalendarView,
} from '#transports/domain/calendar_grid'
import { todayInRome } from '#shared/time_zone'

/** At most this many transports per calendar page (a month of a large platform). */
const MAX_TRANSPORTS = 2000

/** The calendar of a dealer team (teamId) or of the whole platform (null). */
export async function calendarFor(teamId: number | null, view: CalendarView, date: string) {
  const period = calendarPeriod(view, date)
  const today = todayInRome()

  const query = Transport.query()
    .whereNot('state', 'cancelled')
    .where((inRange) => {
      inRange
        .whereBetween('pickup_on', [period.start, period.end])
        .orWhereBetween('delivery_estimate_on', [period.start, period.end])
    })
    .select(
      'id',
      'reference',
      'state',
      'pickup_on',
      'delivery_estimate_on',
      'pickup_city',
      'pickup_province',
      'delivery_city',
      'delivery_province'
    )
    .orderBy('id', 'asc')
    .limit(MAX_TRANSPORTS)
  if (teamId !== null) query.where('team_id', teamId)
  const transports = await query

  const entries: (CalendarEntry & { on: string })[] = []
  for (const transport of transports) {
    const base = {
      transportId: transport.id,
      reference: transport.reference,
      state: transport.state,
    }
    const pickupOn = transport.pickupOn?.toISODate()
    const deliveryOn = transport.deliveryEstimateOn?.toISODate()
    if (pickupOn)
      entries.push({
        ...base,
        kind: 'pickup',
        on: pickupOn,
        city: transport.pickupCity,
        province: transport.pickupProvince,
      })
    if (deliveryOn)
      entries.push({
        ...base,
        kind: 'delivery',
        on: deliveryOn,
        city: transport.deliveryCity,
        province: transport.deliveryProvince,
      })
  }

  const closingQuery = ClosingDay.query()
    .where('starts_on', '<=', period.end)
    .where('ends_on', '>=', period.start)
    .whereNull('supplier_id')
    .orderBy('starts_on', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
    .preload('team', (team) => team.select('id', 'name'))
  if (teamId !== null) {
    closingQuery.where((scope) => {
      scope
        .where('team_id', teamId)
        .orWhere((global) => global.whereNull('team_id').whereNull('address_id'))
    })
  } else {
    closingQuery.where((scope) =>
      scope
        .whereNull('team_id')
        .orWhereIn('team_id', (teams) => teams.from('teams').where('kind', 'staff').select('id'))
    )
  }
  const closingRows = await closingQuery
  const closings: CalendarClosing[] = closingRows.map((closing) => ({
    from: closing.startsOn.toISODate()!,
    to: closing.endsOn.toISODate()!,
    reason: closing.reason,
    teamName: closing.teamId ? (closing.team?.name ?? null) : null,
  }))

  return { period, today, weeks: buildCalendar(period, { today, entries, closings }) }
}

export type Calendar = Awaited<ReturnType<typeof calendarFor>>
