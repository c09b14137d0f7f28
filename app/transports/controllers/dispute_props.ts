import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import {
  disputeDeadline,
  disputeOf,
  refundableCents,
  type DisputeRecord,
} from '#transports/queries/disputes'
import DisputeTransformer from '#transports/transformers/dispute_transformer'

/**
 * A transport page's dispute props: the dispute (if any), until when one may
 * be opened (null: not now, or not by this member), and for staff the most a
 * resolution may refund.
 */
export async function disputeProps(ctx: HttpContext, transport: Transport, staff: boolean) {
  const policy = ctx.bouncer.with('TransportPolicy')
  const mayOpen = await policy.allows('openDispute', ctx.currentTeam, transport)
  const mayResolve = staff && (await policy.allows('resolveDispute', ctx.currentTeam, transport))
  const record = await disputeOf(transport.id)
  const dispute = record && disputeFor(record, staff)
  return {
    dispute,
    disputeUntil: mayOpen ? disputeDeadline(transport) : null,
    refundableCents:
      mayResolve && record?.dispute.state === 'open' ? await refundableCents(transport) : null,
  }
}

/** The dispute for its audience: staff also see who opened it. */
function disputeFor(record: DisputeRecord, staff: boolean) {
  const data = DisputeTransformer.transform(record)
  return staff ? data.useVariant('forStaff') : data
}
