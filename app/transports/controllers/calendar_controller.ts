import type { HttpContext } from '@adonisjs/core/http'

import { parseCalendarQuery } from '#transports/domain/calendar_grid'
import { calendarFor } from '#transports/queries/calendar'
import { requireTeam } from '#transports/controllers/transport_access'
import { todayInRome } from '#shared/time_zone'

/** Month and week calendars: the dealer team's transports, or (admin) everyone's. */
export default class CalendarController {
  async dealer(ctx: HttpContext) {
    const { team } = await requireTeam(ctx)
    const { view, date } = parseCalendarQuery(ctx.request.qs(), todayInRome())
    return ctx.inertia.render('dealer/calendar/index', {
      calendar: await calendarFor(team.id, view, date),
    })
  }

  async admin(ctx: HttpContext) {
    await requireTeam(ctx)
    const { view, date } = parseCalendarQuery(ctx.request.qs(), todayInRome())
    return ctx.inertia.render('admin/calendar/index', {
      calendar: await calendarFor(null, view, date),
    })
  }
}
