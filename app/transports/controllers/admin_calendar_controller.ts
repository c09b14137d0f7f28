import type { HttpContext } from '@adonisjs/core/http'
import { parseCalendarQuery } from '#transports/domain/calendar_grid'
import { calendarFor } from '#transports/queries/calendar'
import CalendarTransformer from '#transports/transformers/calendar_transformer'
import { todayInRome } from '#shared/time_zone'

/** Admin area: every team's pickups and deliveries, with the platform's closing days. */
export default class AdminCalendarController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const { view, date } = parseCalendarQuery(ctx.request.qs(), todayInRome())
    const calendar = await calendarFor(null, view, date)
    return ctx.inertia.render('admin/calendar/index', {
      calendar: CalendarTransformer.transform(calendar),
    })
  }
}
