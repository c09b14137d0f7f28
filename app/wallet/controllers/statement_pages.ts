import type { HttpContext } from '@adonisjs/core/http'
import { statementCsv, statementPdf } from '#wallet/domain/statement_files'
import { monthStatement, statementYear, type StatementAccount } from '#wallet/queries/statements'
import { statementFilters, yearFilter } from '#wallet/validators/wallet_validators'
import { statementLabels } from '#wallet/controllers/statement_labels'
import { contentDisposition } from '#requests/domain/attachment_files'

/**
 * The monthly statements of a team account, shared by the dealer's wallet
 * and the carrier's earnings (each controller authorises its audience first).
 */

/** A year of months (the year from the query string; garbage is this year). */
export async function renderStatementYear(
  ctx: HttpContext,
  account: StatementAccount,
  component: string
) {
  const year = await yearFilter(ctx.request.qs())
  const props = await statementYear(ctx.currentTeam.team.id, account, year)
  return ctx.inertia.render(component as any, props)
}

function fileHeaders(ctx: HttpContext, format: 'csv' | 'pdf', name: string) {
  ctx.response.header(
    'Content-Type',
    format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf'
  )
  ctx.response.header('Content-Disposition', contentDisposition(name))
}

/** One month as CSV for Excel or PDF, named `<prefix>-yyyy-MM.<format>`. */
export async function downloadStatement(
  ctx: HttpContext,
  account: StatementAccount,
  prefix: string
) {
  const qs = ctx.request.qs()
  const { month, format } = await ctx.request.validateUsing(statementFilters, { data: qs })
  const statement = await monthStatement(ctx.currentTeam.team.id, month, account)
  const labels = statementLabels(ctx, month, account)
  fileHeaders(ctx, format, `${prefix}-${month}.${format}`)
  return format === 'csv'
    ? statementCsv(statement, labels)
    : statementPdf(statement, labels, new Date())
}
