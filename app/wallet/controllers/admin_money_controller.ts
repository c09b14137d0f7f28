import type { HttpContext } from '@adonisjs/core/http'
import { firstLedgerYear, moneyOverview } from '#wallet/queries/money_overview'
import { yearFilter } from '#wallet/validators/wallet_validators'
import { monthsOfYear, yearsBetween } from '#wallet/domain/statements'
import { todayInRome } from '#shared/time_zone'

/** Staff: the platform's money month by month (received, held, due, paid out, revenue, VAT). */
export default class AdminMoneyController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewAny', ctx.currentTeam)
    const today = todayInRome()
    const thisYear = Number(today.slice(0, 4))
    const year = (await yearFilter(ctx.request.qs())) ?? thisYear
    return ctx.inertia.render('admin/money/index', {
      year,
      years: yearsBetween((await firstLedgerYear()) ?? thisYear, thisYear),
      months: await moneyOverview(monthsOfYear(year, today)),
    })
  }
}
