import type { HttpContext } from '@adonisjs/core/http'
import { idParam } from '#teams/controllers/team_access'
import NotFoundException from '#core/exceptions/not_found_exception'
import Team from '#teams/models/team'
import { adjustmentValidator, listFilters } from '#wallet/validators/wallet_validators'
import { listWallets, walletLedger } from '#wallet/queries/wallet_pages'
import { adjustWallet } from '#wallet/actions/append_wallet_entry'
import { fieldError } from '#teams/controllers/team_access'

/** Staff: every dealer wallet, a team's ledger, manual credits and debits. */
export default class AdminWalletController {
  private async dealerTeam(ctx: HttpContext) {
    const team = await Team.find(idParam(ctx, 'teamId'))
    if (!team || team.kind !== 'dealer') throw new NotFoundException()
    return team
  }

  async index(ctx: HttpContext) {
    const filters = await listFilters(ctx.request.qs())
    return ctx.inertia.render('admin/wallet/index', {
      wallets: await listWallets(filters),
      filters: { q: filters.q },
    })
  }

  async show(ctx: HttpContext) {
    const team = await this.dealerTeam(ctx)
    const { page } = await listFilters(ctx.request.qs())
    return ctx.inertia.render('admin/wallet/show', {
      team: { id: team.id, name: team.name, plan: team.plan },
      ...(await walletLedger(team.id, page)),
    })
  }

  async adjust(ctx: HttpContext) {
    const team = await this.dealerTeam(ctx)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    const result = await adjustWallet({
      teamId: team.id,
      direction: input.direction,
      cents: Number(input.amount),
      reason: input.reason,
      adminUserId: ctx.auth.user!.id,
    })
    if (!result.ok) throw fieldError('amount', ctx.i18n.t(`wallet.errors.${result.error}`))
    ctx.session.flash('success', ctx.i18n.t(`wallet.flash.${input.direction}`, { team: team.name }))
    return ctx.response.redirect(`/admin/wallet/${team.id}`)
  }
}
