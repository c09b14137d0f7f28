import type { HttpContext } from '@adonisjs/core/http'
import { pageFrom } from '#core/paging'
import { searchFilter } from '#wallet/validators/wallet_validators'
import { walletsPage } from '#wallet/queries/wallet_pages'
import WalletTransformer from '#wallet/transformers/wallet_transformer'

/** Staff: every dealer wallet with its balance, searchable by team name. */
export default class AdminWalletsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewAny', ctx.currentTeam)
    const q = await searchFilter(ctx.request.qs())
    const wallets = await walletsPage({ page: pageFrom(ctx.request.qs().page), q })
    return ctx.inertia.render('admin/wallet/index', {
      wallets: WalletTransformer.paginate(wallets.data, wallets.meta),
      filters: { q },
    })
  }
}
