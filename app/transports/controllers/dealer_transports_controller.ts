import type { HttpContext } from '@adonisjs/core/http'
import { listAttachments } from '#requests/queries/request_attachments'
import NotFoundException from '#core/exceptions/not_found_exception'
import { parseTransportFilters } from '#transports/domain/filters'
import { isEditable, TRANSPORT_STATES } from '#transports/domain/state_machine'
import { findTransport, listTransports } from '#transports/queries/list_transports'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import { forShow } from '#transports/transformers/transport_transformer'
import { editTransportValidator } from '#transports/validators/transport_validators'
import { editTransport } from '#transports/actions/edit_transport'
import { editTransports } from '#transports/policies/transport_policy'
import { errorMessage, requireTeam } from '#transports/controllers/transport_access'

/** Dealer area: the team's transports (list, show, edit before pickup). */
export default class DealerTransportsController {
  async index(ctx: HttpContext) {
    const { team } = await requireTeam(ctx)
    const filters = parseTransportFilters(ctx.request.qs())
    return ctx.inertia.render('dealer/transports/index', {
      transports: await listTransports({ teamId: team.id }, filters),
      filters: { state: filters.state ?? null, from: filters.from ?? null, to: filters.to ?? null },
      states: [...TRANSPORT_STATES],
    })
  }

  async show(ctx: HttpContext) {
    const { team, role } = await requireTeam(ctx)
    const transport = await findTransport(ctx.params.id, team.id)
    if (!transport) throw new NotFoundException()
    return ctx.inertia.render('dealer/transports/show', {
      transport: forShow(transport),
      /* the documents the dealer attached to the request (downloaded through the request's routes) */
      documents: {
        requestId: transport.transportRequestId,
        files: await listAttachments(transport.transportRequestId),
      },
      can: {
        edit: isEditable(transport.state) && (await ctx.bouncer.allows(editTransports, role)),
      },
    })
  }

  async edit(ctx: HttpContext) {
    const { team, role } = await requireTeam(ctx)
    const transport = await findTransport(ctx.params.id, team.id)
    if (!transport) throw new NotFoundException()
    await ctx.bouncer.authorize(editTransports, role)
    if (!isEditable(transport.state)) {
      ctx.session.flash('error', errorMessage(ctx, 'not_editable'))
      return ctx.response.redirect(`/dealer/transports/${transport.id}`)
    }
    return ctx.inertia.render('dealer/transports/edit', { transport: forShow(transport) })
  }

  async update(ctx: HttpContext) {
    const { team, role } = await requireTeam(ctx)
    const id = ctx.params.id
    const transport = await findTransport(id, team.id)
    if (!transport) throw new NotFoundException()
    await ctx.bouncer.authorize(editTransports, role)
    const closingDays = await closingDaysForTeams([team.id])
    const input = await ctx.request.validateUsing(editTransportValidator, { meta: { closingDays } })
    const result = await editTransport(id, team.id, ctx.auth.user!.id, input)
    if (!result.ok) {
      if (result.error === 'not_found') throw new NotFoundException()
      ctx.session.flash('error', errorMessage(ctx, result.error))
      return ctx.response.redirect(`/dealer/transports/${id}`)
    }
    ctx.session.flash('success', ctx.i18n.t('transports.flash.updated'))
    return ctx.response.redirect(`/dealer/transports/${id}`)
  }
}
