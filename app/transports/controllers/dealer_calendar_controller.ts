import type { HttpContext } from '@adonisjs/core/http'
import { parseCalendarQuery } from '#transports/domain/calendar_grid'
import { calendarFor } from '#transports/queries/calendar'
import CalendarTransformer from '#transports/transformers/calendar_transformer'
import { todayInRome } from '#shared/time_zone'

/** Dealer area: the month or week of the team's pickups and deliveries, with its closing days. */
export default class DealerCalendarController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const { view, date } = parseCalendarQuery(ctx.request.qs(), todayInRome())
    const calendar = await calendarFor(ctx.currentTeam.team.id, view, date)
    return ctx.inertia.render('dealer/calendar/index', {
      calendar: CalendarTransformer.transform(calendar),
    })
  }
}
