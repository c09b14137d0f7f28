import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { walletBalance } from '#ledger/queries/balances'
import { ledgerPage } from '#wallet/queries/wallet_pages'
import WalletEntryTransformer from '#wallet/transformers/wallet_entry_transformer'

/** Payments → wallet: the team's balance and ledger. */
export default class DealerWalletController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewOwn', ctx.currentTeam)
    const teamId = ctx.currentTeam.team.id
    const entries = await ledgerPage(teamId, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('dealer/payments/wallet', {
      balanceCents: await walletBalance(teamId),
      entries: WalletEntryTransformer.paginate(entries.data, entries.meta),
    })
  }
}
