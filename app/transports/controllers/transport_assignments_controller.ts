import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { assignValidator } from '#transports/validators/transport_validators'
import { assignTransport } from '#transports/actions/transition_transport'
import { backToTransport } from '#transports/controllers/transport_outcome'

/** Admin area: staff give a published transport to a verified carrier. */
export default class TransportAssignmentsController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('assign', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(assignValidator)
    const result = await assignTransport({
      transportId: transport.id,
      transporterTeamId: input.transporterTeamId,
      expectedVersion: input.stateVersion,
      actor: { kind: 'admin', userId: ctx.auth.user!.id },
    })
    const page = { route: 'admin.transports.show', id: transport.id } as const
    return backToTransport(ctx, result, 'transports.flash.assigned', page)
  }
}
