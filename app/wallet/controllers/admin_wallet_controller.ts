import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import TeamTransformer from '#teams/transformers/team_transformer'
import { walletBalance } from '#ledger/queries/balances'
import { ledgerPage, walletOwner } from '#wallet/queries/wallet_pages'
import WalletEntryTransformer from '#wallet/transformers/wallet_entry_transformer'

/** Staff: one dealer team's wallet and ledger. */
export default class AdminWalletController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewAny', ctx.currentTeam)
    const team = found(await walletOwner(ctx.params.teamId))
    const entries = await ledgerPage(team.id, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('admin/wallet/show', {
      team: TeamTransformer.transform(team),
      balanceCents: await walletBalance(team.id),
      entries: WalletEntryTransformer.paginate(entries.data, entries.meta),
      can: { adjust: await ctx.bouncer.with('WalletPolicy').allows('adjust', ctx.currentTeam) },
    })
  }
}
