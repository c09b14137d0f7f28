import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { monthsOfYear, yearsBetween } from '#wallet/domain/statements'
import { statementCsv, statementPdf } from '#wallet/domain/statement_files'
import { firstWalletYear, monthStatement, yearOfStatements } from '#wallet/queries/statements'
import { statementFilters, yearFilter } from '#wallet/validators/wallet_validators'
import { statementLabels } from '#wallet/controllers/statement_labels'
import { contentDisposition } from '#requests/domain/attachment_files'
import { todayInRome } from '#shared/time_zone'

/** Payments → reports: the wallet's monthly statements of a year, each as CSV and PDF. */
export default class DealerStatementsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewOwn', ctx.currentTeam)
    const teamId = ctx.currentTeam.team.id
    const today = todayInRome()
    const year = (await yearFilter(ctx.request.qs())) ?? Number(today.slice(0, 4))
    const first = (await firstWalletYear(teamId)) ?? Number(today.slice(0, 4))
    return ctx.inertia.render('dealer/payments/reports', {
      year,
      years: yearsBetween(first, Number(today.slice(0, 4))),
      months: await yearOfStatements(teamId, monthsOfYear(year, today)),
    })
  }

  async download(ctx: HttpContext) {
    await ctx.bouncer.with('WalletPolicy').authorize('viewOwn', ctx.currentTeam)
    const { month, format } = await ctx.request.validateUsing(statementFilters, {
      data: ctx.request.qs(),
    })
    const statement = await monthStatement(ctx.currentTeam.team.id, month)
    const labels = statementLabels(ctx, month)
    ctx.response.header('Content-Type', CONTENT_TYPES[format])
    ctx.response.header('Content-Disposition', fileName(month, format))
    return format === 'csv'
      ? statementCsv(statement, labels)
      : statementPdf(statement, labels, DateTime.now().toJSDate())
  }
}

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const

const fileName = (month: string, format: string) =>
  contentDisposition(`estratto-conto-${month}.${format}`)
