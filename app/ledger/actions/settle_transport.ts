import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Transport from '#transports/models/transport'
import type { TransitionApplied } from '#transports/transition_effects'
import { postTransaction } from '#ledger/actions/post_transaction'
import { cancellation, completion } from '#ledger/domain/postings'
import { heldFor } from '#ledger/queries/balances'
import { creditTransport } from '#ledger/actions/credit_transport'
import { currentPricingSettings } from '#pricing/queries/current_settings'

/**
 * The money side of a transport's transition, in the transition's own
 * transaction (registered with onTransition by app/ledger/listeners.ts):
 *
 * - completed: what is held goes to the carrier's payable (its payout, less
 *   any refund a dispute decided) and the rest is the platform's margin;
 * - cancelled: what is held and its VAT go back to the dealer's wallet; when
 *   the dealer cancels after assignment, the cancellation fee (Settings →
 *   General) goes from that refund to the carrier.
 *
 * Each is posted once per transport (`completion:<id>`, `cancellation:<id>`).
 * A transport with nothing held (never paid through the ledger) moves nothing.
 */
export async function settleTransition(change: TransitionApplied, trx: TransactionClientContract) {
  if (change.to === 'completed') await settleCompletion(change, trx)
  if (change.to === 'cancelled') await settleCancellation(change, trx)
}

async function settleCompletion(
  { transport, actor }: TransitionApplied,
  trx: TransactionClientContract
) {
  const held = await heldFor(transport.id, trx)
  if (held <= 0 || !transport.transporterTeamId) return
  const posted = await postTransaction(
    {
      kind: 'completion',
      key: `completion:${transport.id}`,
      entries: completion({
        dealerTeamId: transport.teamId,
        carrierTeamId: transport.transporterTeamId,
        transportId: transport.id,
        netCents: transport.netCents,
        heldCents: held,
        payoutCents: transport.payoutCents,
      }),
      teamId: transport.teamId,
      transportId: transport.id,
      reason: transport.reference,
      byUserId: actor.userId,
      payable: { kind: 'transport', transportId: transport.id },
    },
    trx
  )
  if (!posted.ok && posted.error !== 'duplicate')
    throw new Error(`Completion of ${transport.reference} not posted: ${posted.error}`)
}

/** The VAT the dealer paid for a transport (its order line's). */
async function vatPaidFor(transport: Transport, trx: TransactionClientContract) {
  const line = await trx
    .from('order_items')
    .where('quote_id', transport.quoteId)
    .select('vat_cents')
    .first()
  return Number(line?.vat_cents ?? 0)
}

async function settleCancellation(change: TransitionApplied, trx: TransactionClientContract) {
  const { transport, actor, from } = change
  const held = await heldFor(transport.id, trx)
  if (held <= 0) return
  const afterAssignment = from === 'assigned' || from === 'pickup_scheduled'
  const carrierTeamId = afterAssignment ? transport.transporterTeamId : null
  let feeCents = 0
  if (carrierTeamId && actor.kind === 'dealer') {
    const settings = await currentPricingSettings(trx)
    feeCents = settings.cancellationFeeCents
  }
  /* the whole transport is credited: the credit note's VAT is the VAT given back */
  const note = await creditTransport(
    {
      transportId: transport.id,
      reference: transport.reference,
      reason: `Annullamento del trasporto ${transport.reference} prima del ritiro`,
      key: `cancellation:${transport.id}`,
      byUserId: actor.userId,
      netCents: held,
    },
    trx
  )
  const posted = await postTransaction(
    {
      kind: 'cancellation',
      key: `cancellation:${transport.id}`,
      entries: cancellation({
        dealerTeamId: transport.teamId,
        transportId: transport.id,
        heldCents: held,
        vatCents: note ? note.vatCents : await vatPaidFor(transport, trx),
        feeCents,
        carrierTeamId: feeCents > 0 ? carrierTeamId : null,
      }),
      teamId: transport.teamId,
      orderId: transport.orderId,
      transportId: transport.id,
      reason: transport.reference,
      byUserId: actor.userId,
      payable: { kind: 'cancellation_fee', transportId: transport.id },
    },
    trx
  )
  if (!posted.ok && posted.error !== 'duplicate')
    throw new Error(`Cancellation of ${transport.reference} not posted: ${posted.error}`)
}
