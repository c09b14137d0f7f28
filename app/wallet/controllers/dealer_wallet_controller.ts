import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { walletBalance } from '#ledger/queries/balances'
import { ledgerPage } from '#wallet/queries/wallet_pages'
import WalletEntryTransformer from '#wallet/transformers/wallet_entry_transformer'
import { cardPaymentsEnabled } from '#wallet/card/card_gateway'
import { bankTransferAccount } from '#ordering/queries/bank_transfer'
import { walletTopUpReference } from '#wallet/domain/bank_top_up'
import { CARD_TOP_UP_MAX_CENTS, CARD_TOP_UP_MIN_CENTS } from '#wallet/domain/card_top_up'

/** The top-up by card's limits, or null when card payments are off (no Stripe keys). */
function cardTopUp() {
  return cardPaymentsEnabled()
    ? { minCents: CARD_TOP_UP_MIN_CENTS, maxCents: CARD_TOP_UP_MAX_CENTS }
    : null
}

/** Where to send a top-up by bank transfer, and the team's causale; null while the platform has no IBAN. */
async function bankTopUp(teamId: number) {
  const account = await bankTransferAccount()
  return account ? { ...account, reference: walletTopUpReference(teamId) } : null
}

/** Back from Stripe's page (`?card=success|cancelled`), else null. */
function cardReturn(qs: Record<string, unknown>) {
  return qs.card === 'success' || qs.card === 'cancelled' ? qs.card : null
}

/** Payments → wallet: the team's balance and ledger, and the top-up by card when it is on. */
export default class DealerWalletController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewOwn', ctx.currentTeam)
    const teamId = ctx.currentTeam.team.id
    const entries = await ledgerPage(teamId, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('dealer/payments/wallet', {
      balanceCents: await walletBalance(teamId),
      entries: WalletEntryTransformer.paginate(entries.data, entries.meta),
      cardTopUp: cardTopUp(),
      bankTopUp: await bankTopUp(teamId),
      cardReturn: cardReturn(ctx.request.qs()),
    })
  }
}
