import type { HttpContext } from '@adonisjs/core/http'
import { currentTeamOf } from '#core/http/current_team'
import { upgradeToPro } from '#ordering/actions/upgrade_to_pro'

/** "Upgrade to pro" from the suppliers page, paid from the wallet. */
export default class ProUpgradeController {
  async store(ctx: HttpContext) {
    const { team, role } = (await currentTeamOf(ctx))!
    if (role !== 'owner' && role !== 'admin') {
      ctx.session.flash('error', ctx.i18n.t('ordering.errors.pro_forbidden'))
      return ctx.response.redirect('/dealer/suppliers/pro')
    }
    const result = await upgradeToPro({ teamId: team.id, userId: ctx.auth.user!.id })
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t(`ordering.errors.${result.error}`))
      return ctx.response.redirect('/dealer/suppliers/pro')
    }
    ctx.session.flash('success', ctx.i18n.t('ordering.flash.pro'))
    return ctx.response.redirect('/dealer/suppliers/pro')
  }
}
