import { notifyPaymentReceived } from '#notifications/actions/lifecycle'
import Team from '#teams/models/team'
import { err, ok } from '#core/result'
import { toId } from '#core/http/route_params'
import { creditWallet } from '#wallet/actions/wallet_movements'
import {
  cardGateway,
  openCheckout,
  type CardEvent,
  type CheckoutInput,
} from '#wallet/card/card_gateway'
import {
  CARD_TOP_UP_MAX_CENTS,
  CARD_TOP_UP_MIN_CENTS,
  cardTopUpKey,
} from '#wallet/domain/card_top_up'

/**
 * Opens a Stripe Checkout Session for a wallet top-up. Nothing moves here:
 * the wallet is credited only when Stripe's signed webhook says it is paid.
 */
export async function startCardTopUp(
  input: Omit<CheckoutInput & { kind: 'wallet_top_up' }, 'kind'>
) {
  const gateway = cardGateway()
  if (!gateway) return err('card_off' as const)
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < CARD_TOP_UP_MIN_CENTS ||
    input.amountCents > CARD_TOP_UP_MAX_CENTS
  )
    return err('invalid_amount' as const)
  const session = await openCheckout(gateway, { ...input, kind: 'wallet_top_up' })
  return session ? ok(session) : err('stripe_unavailable' as const)
}

export type CardEventOutcome =
  'credited' | 'already_credited' | 'ignored' | 'not_a_top_up' | 'not_a_dealer' | 'wrong_amount'

/**
 * Applies a verified webhook event: a paid top-up session credits the
 * dealer team of its metadata from `card`, once per session (the key
 * `stripe:<session>`), so repeated or out-of-order deliveries move nothing
 * twice. Anything else changes nothing.
 */
export async function applyCardEvent(event: CardEvent): Promise<CardEventOutcome> {
  if (event.type !== 'checkout_paid') return 'ignored'
  if (event.metadata.kind !== 'wallet_top_up') return 'not_a_top_up'
  const teamId = toId(event.metadata.teamId)
  const team = teamId ? await Team.find(teamId) : null
  if (!team || team.kind !== 'dealer') return 'not_a_dealer'
  const cents = event.amountCents
  if (event.currency !== 'eur' || cents === null || cents <= 0) return 'wrong_amount'
  const result = await creditWallet(team.id, cents, {
    source: 'card',
    kind: 'card_top_up',
    key: cardTopUpKey(event.sessionId),
    byUserId: null,
  })
  if (result.ok) {
    await notifyPaymentReceived({
      key: cardTopUpKey(event.sessionId),
      teamId: team.id,
      amountCents: cents,
      reference: team.name,
    })
    return 'credited'
  }
  return result.error === 'duplicate' ? 'already_credited' : 'wrong_amount'
}
