import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { isCancellable } from '#transports/domain/state_machine'
import { cancellationTerms } from '#ledger/domain/postings'
import { heldFor } from '#ledger/queries/balances'
import { currentPricingSettings } from '#pricing/queries/current_settings'

/**
 * The dealer's page: whether this member may cancel the transport now, and
 * on what terms (the fee in force after assignment, what comes back to the
 * wallet), with the version the terms were computed for. Null otherwise.
 * A transport with nothing held (never paid through the wallet) is not offered.
 */
export async function cancellationProps(ctx: HttpContext, transport: Transport) {
  const policy = ctx.bouncer.with('TransportPolicy')
  const allowed =
    isCancellable(transport.state) && (await policy.allows('cancel', ctx.currentTeam, transport))
  const paid = transport.$preloaded.quote ? transport.quote.grossCents : 0
  if (!allowed || paid <= 0 || (await heldFor(transport.id)) <= 0) return { cancellation: null }
  const { cancellationFeeCents } = await currentPricingSettings()
  const terms = cancellationTerms({
    state: transport.state,
    grossCents: paid,
    feeCents: cancellationFeeCents,
  })
  return { cancellation: { ...terms, version: transport.stateVersion } }
}
