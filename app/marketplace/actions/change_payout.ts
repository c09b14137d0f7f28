import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { ok, err, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import { broadcastMarketplaceChanged } from '#transports/listeners'
import { payoutProblem } from '#marketplace/domain/payout'

export type ChangePayoutError =
  'not_found' | 'not_published' | 'changed' | 'too_low' | 'too_high' | 'same'

/**
 * Staff change the buy-now payout of a transport still on the marketplace
 * (app/marketplace/domain/payout.ts). One transaction with the row locked:
 * still published and not taken, still at the payout staff saw; the change is
 * written with a `payout_changed` event (who, from, to, why) — the audit
 * trail, shown to staff only. The carriers' lists reload after the commit.
 */
export async function changePayout(input: {
  transportId: number
  payoutCents: number
  expectedPayoutCents: number
  reason: string
  userId: number
}): Promise<Result<Transport, ChangePayoutError>> {
  const outcome = await db.transaction(async (trx) => {
    const transport = await lockForUpdate(
      Transport.query({ client: trx })
        .where('id', input.transportId)
        .select('id', 'state', 'transporter_team_id', 'net_cents', 'payout_cents'),
      trx
    ).first()
    if (!transport) return 'not_found' as const
    if (transport.state !== 'published' || transport.transporterTeamId !== null)
      return 'not_published' as const
    if (transport.payoutCents !== input.expectedPayoutCents) return 'changed' as const
    const problem = payoutProblem(input.payoutCents, transport.payoutCents, transport.netCents)
    if (problem) return problem
    const updated = await trx
      .from('transports')
      .where('id', transport.id)
      .where('state', 'published')
      .where('payout_cents', transport.payoutCents)
      .update({ payout_cents: input.payoutCents, updated_at: databaseNow(trx) })
    if (Number(Array.isArray(updated) ? updated.length : updated) !== 1) return 'changed' as const
    await TransportEvent.create(
      {
        transportId: transport.id,
        type: 'payout_changed',
        fromState: null,
        toState: null,
        actorKind: 'admin',
        actorUserId: input.userId,
        payload: { from: transport.payoutCents, to: input.payoutCents, reason: input.reason },
      },
      { client: trx }
    )
    transport.payoutCents = input.payoutCents
    return transport
  })
  if (typeof outcome === 'string') return err(outcome)
  broadcastMarketplaceChanged(outcome.id)
  return ok(outcome)
}
