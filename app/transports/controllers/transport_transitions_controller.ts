import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { localIsoDate } from '#transports/domain/dates'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { changeStateValidator } from '#transports/validators/transport_validators'
import { transitionTransport } from '#transports/actions/transition_transport'
import { disputeOutcome } from '#transports/controllers/transport_outcome'
import { isDisputeStep } from '#transports/domain/state_machine'

/**
 * Admin area: staff move a transport to another state through the state
 * machine — an override, always with a written reason (the event's payload).
 */
export default class TransportTransitionsController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('changeState', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(changeStateValidator)
    const result = await transitionTransport({
      transportId: transport.id,
      to: input.to,
      expectedVersion: input.stateVersion,
      pickupOn: input.pickupOn ? localIsoDate(input.pickupOn) : null,
      payload: { override: true, reason: input.reason },
      actor: { kind: 'admin', userId: ctx.auth.user!.id },
      guard: async (locked) => (isDisputeStep(locked.state, input.to) ? 'dispute_form' : null),
    })
    return disputeOutcome(ctx, result, 'transports.flash.state_changed', adminPage(transport.id))
  }
}

const adminPage = (id: number) => ({ route: 'admin.transports.show', id }) as const
