import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#teams/queries/current_team'
import { listFilters } from '#wallet/validators/wallet_validators'
import { walletLedger } from '#wallet/queries/wallet_pages'

/** Payments → wallet: the team's balance and ledger. */
export default class DealerWalletController {
  async show(ctx: HttpContext) {
    const { team } = (await currentTeamOf(ctx))!
    const { page } = await listFilters(ctx.request.qs())
    return ctx.inertia.render('dealer/payments/wallet', await walletLedger(team.id, page))
  }
}
