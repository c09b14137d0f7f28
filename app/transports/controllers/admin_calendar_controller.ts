import type { HttpContext } from '@adonisjs/core/http'
import { parseCalendarQuery } from '#transports/domain/calendar_grid'
import { calendarFor } from '#transports/queries/calendar'
import CalendarTransformer from '#transports/transformers/calendar_transformer'
import { todayInRome } from '#shared/time_zone'
import { calendarCalls } from '#calls/queries/calls'
import CalendarCallTransformer from '#calls/transformers/calendar_call_transformer'

/** Admin area: every team's pickups and deliveries, the platform's closing days and the booked calls. */
export default class AdminCalendarController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const { view, date } = parseCalendarQuery(ctx.request.qs(), todayInRome())
    const calendar = await calendarFor(null, view, date)
    const calls = ctx.bouncer.with('CallPolicy')
    const mayManage = await calls.allows('manageAll', ctx.currentTeam)
    return ctx.inertia.render('admin/calendar/index', {
      calendar: CalendarTransformer.transform(calendar),
      calls: CalendarCallTransformer.transform(
        mayManage ? await calendarCalls(calendar.period.start, calendar.period.end) : []
      ),
      can: { cancelCalls: mayManage },
    })
  }
}
