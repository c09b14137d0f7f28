import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { downloadStatement, renderStatementYear } from '#wallet/controllers/statement_pages'

/** Money is for the carrier's owners and admins; anyone else finds no such page. */
async function authorize(ctx: HttpContext) {
  if (!(await ctx.bouncer.with('PayoutPolicy').allows('viewOwn', ctx.currentTeam)))
    throw new NotFoundException()
}

/** A carrier's Payments → statements: its earnings account month by month, each as CSV and PDF. */
export default class CarrierStatementsController {
  async index(ctx: HttpContext) {
    await authorize(ctx)
    return renderStatementYear(ctx, 'transporter_payable', 'transporter/payments/reports')
  }

  async download(ctx: HttpContext) {
    await authorize(ctx)
    return downloadStatement(ctx, 'transporter_payable', 'estratto-compensi')
  }
}
