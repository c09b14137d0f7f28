import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { disputeDeadline, disputeOf, refundableCents } from '#transports/queries/disputes'

/**
 * A transport page's dispute props: the dispute (if any), until when one may
 * be opened (null: not now, or not by this member), and for staff the most a
 * resolution may refund.
 */
export async function disputeProps(ctx: HttpContext, transport: Transport, staff: boolean) {
  const policy = ctx.bouncer.with('TransportPolicy')
  const mayOpen = await policy.allows('openDispute', ctx.currentTeam, transport)
  const mayResolve = staff && (await policy.allows('resolveDispute', ctx.currentTeam, transport))
  const dispute = await disputeOf(transport.id, staff)
  return {
    dispute,
    disputeUntil: mayOpen ? disputeDeadline(transport) : null,
    refundableCents:
      mayResolve && dispute?.state === 'open' ? await refundableCents(transport) : null,
  }
}
