import type Transport from '#transports/models/transport'
import { transitionTransport } from '#transports/actions/transition_transport'
import { ok, err, type Result } from '#core/result'
import { mayTake, type MarketplaceRefusal } from '#marketplace/domain/eligibility'
import { carrierOf, freshTeam } from '#marketplace/queries/marketplace'
import { openSessionOf } from '#marketplace/queries/session_membership'

export type BuyNowError = MarketplaceRefusal | 'taken' | 'not_found'

/**
 * A carrier takes a published transport at its shown payout (buy-now).
 * One transition (app/transports/actions/transition_transport.ts): the row is
 * locked, the state must still be `published` (and at the version the carrier
 * saw, when given), and under that lock the team must still be allowed to
 * take it. Exactly one of many simultaneous buyers wins; the others get
 * `taken` and nothing is written for them. The award is the `assigned`
 * event, with `via: buy_now` and the payout, broadcast after the commit.
 */
export async function buyNow(input: {
  transportId: number
  teamId: number
  userId: number
  expectedVersion?: number
}): Promise<Result<Transport, BuyNowError>> {
  const result = await transitionTransport({
    transportId: input.transportId,
    to: 'assigned',
    actor: { kind: 'transporter', userId: input.userId, teamId: input.teamId },
    transporterTeamId: input.teamId,
    expectedState: 'published',
    expectedVersion: input.expectedVersion,
    payload: { via: 'buy_now' },
    guard: async (transport, trx) => {
      const check = mayTake(carrierOf(await freshTeam(input.teamId, { client: trx })), transport)
      if (!check.ok) return check.error
      return (await openSessionOf(transport.id, trx)) ? 'in_private_session' : null
    },
  })
  if (result.ok) return ok(result.value)
  const code = result.error
  if (code.startsWith('guard:')) return err(code.slice('guard:'.length) as MarketplaceRefusal)
  if (code === 'not_found') return err('not_found')
  if (code === 'transporter_not_verified') return err('not_verified')
  return err('taken')
}
