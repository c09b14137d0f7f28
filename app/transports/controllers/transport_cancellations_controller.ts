import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { cancelTransport } from '#transports/actions/cancel_transport'
import { backToTransport } from '#transports/controllers/transport_outcome'
import { cancellationValidator } from '#transports/validators/transport_validators'

/** The dealer cancels one transport before its pickup: refund to the wallet, a fee after assignment. */
export default class TransportCancellationsController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('cancel', ctx.currentTeam, transport)
    const { version } = await ctx.request.validateUsing(cancellationValidator)
    const result = await cancelTransport({
      transportId: transport.id,
      teamId: ctx.currentTeam.team.id,
      userId: ctx.auth.user!.id,
      expectedVersion: version,
    })
    const page = { route: 'dealer.transports.show', id: transport.id } as const
    return backToTransport(ctx, result, 'transports.flash.cancelled', page)
  }
}
