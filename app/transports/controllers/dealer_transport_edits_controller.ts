import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { isEditable } from '#transports/domain/state_machine'
import { findTransport, scopeOf, transportPage } from '#transports/queries/transport_pages'
import { closingDaysForTeams } from '#transports/queries/closing_days'
import TransportTransformer from '#transports/transformers/transport_transformer'
import { editTransportValidator } from '#transports/validators/transport_validators'
import { editTransport } from '#transports/actions/edit_transport'
import { backToTransport, transportError } from '#transports/controllers/transport_outcome'

/** Dealer area: referents, notes and date windows of a transport, before pickup. */
export default class DealerTransportEditsController {
  async edit(ctx: HttpContext) {
    const transport = found(await transportPage(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('edit', ctx.currentTeam, transport)
    if (!isEditable(transport.state)) {
      ctx.session.flash('error', transportError(ctx, 'not_editable'))
      return ctx.response.redirect().toRoute('dealer.transports.show', { id: transport.id })
    }
    return ctx.inertia.render('dealer/transports/edit', {
      transport: TransportTransformer.transform(transport).useVariant('forDealer'),
    })
  }

  async update(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('edit', ctx.currentTeam, transport)
    const closingDays = await closingDaysForTeams([transport.teamId])
    const input = await ctx.request.validateUsing(editTransportValidator, { meta: { closingDays } })
    const result = await editTransport(transport.id, transport.teamId, ctx.auth.user!.id, input)
    return backToTransport(ctx, result, 'transports.flash.updated', {
      route: 'dealer.transports.show',
      id: transport.id,
    })
  }
}
