import type { HttpContext } from '@adonisjs/core/http'
import { downloadStatement, renderStatementYear } from '#wallet/controllers/statement_pages'

/** Payments → reports: the wallet's monthly statements of a year, each as CSV and PDF. */
export default class DealerStatementsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewOwn', ctx.currentTeam)
    return renderStatementYear(ctx, 'dealer_wallet', 'dealer/payments/reports')
  }

  async download(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewOwn', ctx.currentTeam)
    return downloadStatement(ctx, 'dealer_wallet', 'estratto-conto')
  }
}
