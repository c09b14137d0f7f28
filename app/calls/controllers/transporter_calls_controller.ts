import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { toId } from '#core/http/route_params'
import { callListFrom, teamCalls } from '#calls/queries/calls'
import { bookingPage } from '#calls/queries/booking_page'
import CallRowTransformer from '#calls/transformers/call_row_transformer'
import CallSlotDayTransformer from '#calls/transformers/call_slot_day_transformer'
import CallSubjectTransformer from '#calls/transformers/call_subject_transformer'
import CallSessionSubjectTransformer from '#calls/transformers/call_session_subject_transformer'

/**
 * Transporter area → Calls: the team's calls (upcoming or past, paged) and
 * the booking page (a day, then a free slot; optionally about a
 * marketplace transport, `?transport=<id>`, or a private session the team
 * is invited to, `?session=<id>`).
 */
export default class TransporterCallsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('CallPolicy').authorize('viewTeamCalls', ctx.currentTeam)
    const qs = ctx.request.qs()
    const list = callListFrom(qs.when)
    const page = await teamCalls(ctx.currentTeam.team.id, list, pageFrom(qs.page))
    return ctx.inertia.render('transporter/calls/index', {
      calls: CallRowTransformer.paginate(page.data, page.meta),
      list,
    })
  }

  async create(ctx: HttpContext) {
    await ctx.bouncer.with('CallPolicy').authorize('book', ctx.currentTeam)
    const { team } = ctx.currentTeam
    const qs = ctx.request.qs()
    const asked = { transportId: toId(qs.transport), sessionId: toId(qs.session) }
    const page = await bookingPage(team, DateTime.now(), asked)
    return ctx.inertia.render('transporter/calls/create', {
      ...page,
      days: CallSlotDayTransformer.transform(page.days),
      subject: page.subject ? CallSubjectTransformer.transform(page.subject) : null,
      session: page.session ? CallSessionSubjectTransformer.transform(page.session) : null,
      phone: team.phone ?? '',
    })
  }
}
