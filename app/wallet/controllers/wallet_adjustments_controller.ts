import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { adjustmentValidator } from '#wallet/validators/wallet_validators'
import { walletOwner } from '#wallet/queries/wallet_pages'
import { adjustWallet } from '#wallet/actions/wallet_movements'

/** Staff owners and admins: a manual credit or debit of a dealer wallet, with its reason. */
export default class WalletAdjustmentsController {
  async store(ctx: HttpContext) {
    const team = found(await walletOwner(ctx.params.teamId))
    await ctx.bouncer.with('WalletPolicy').authorize('adjust', ctx.currentTeam)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    const result = await adjustWallet({ ...input, teamId: team.id, adminUserId: ctx.auth.user!.id })
    if (!result.ok) throw fieldError('amount', ctx.i18n.t(`wallet.errors.${result.error}`))
    ctx.session.flash('success', ctx.i18n.t(`wallet.flash.${input.direction}`, { team: team.name }))
    return ctx.response.redirect().toRoute('admin.wallet.show', { teamId: team.id })
  }
}
