import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { parseTransportFilters, staffFilterValues } from '#transports/domain/filters'
import { staffChoices } from '#transports/domain/state_machine'
import {
  listTransports,
  requestDocuments,
  scopeOf,
  staffFilterOptions,
  teamOptions,
  transportPage,
} from '#transports/queries/transport_pages'
import TransportTransformer from '#transports/transformers/transport_transformer'

/** Admin area: every transport (list with filters, page with its state actions). */
export default class AdminTransportsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('TransportPolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseTransportFilters(ctx.request.qs())
    const page = await listTransports(scopeOf(ctx.currentTeam), filters)
    return ctx.inertia.render('admin/transports/index', {
      transports: TransportTransformer.paginate(page.data, page.meta).useVariant('forStaffRow'),
      filters: staffFilterValues(filters),
      ...(await staffFilterOptions()),
    })
  }

  async show(ctx: HttpContext) {
    const transport = found(await transportPage(ctx.params.id, scopeOf(ctx.currentTeam)))
    const policy = ctx.bouncer.with('TransportPolicy')
    await policy.authorize('view', ctx.currentTeam, transport)
    const choices = staffChoices(transport.state, {
      assign: await policy.allows('assign', ctx.currentTeam, transport),
      changeState: await policy.allows('changeState', ctx.currentTeam, transport),
    })
    return ctx.inertia.render('admin/transports/show', {
      transport: TransportTransformer.transform(transport).useVariant('forStaff'),
      documents: await requestDocuments(transport),
      ...choices,
      transporters: choices.canAssign ? await teamOptions('transporter', true) : [],
    })
  }
}
