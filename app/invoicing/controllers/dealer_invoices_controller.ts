import type { HttpContext } from '@adonisjs/core/http'
import { parseInvoiceFilters } from '#invoicing/domain/invoice_filters'
import { invoiceRows, invoiceYears } from '#invoicing/queries/invoice_pages'
import InvoiceRowTransformer from '#invoicing/transformers/invoice_row_transformer'
import { filtersProp } from '#invoicing/controllers/invoice_lists'

/** Payments → Fatture: the team's invoices and credit notes, by year, kind and number. */
export default class DealerInvoicesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('InvoicePolicy').authorize('viewOwn', ctx.currentTeam)
    const scope = { teamId: ctx.currentTeam.team.id }
    const filters = parseInvoiceFilters(ctx.request.qs(), false)
    const page = await invoiceRows(filters, scope)
    return ctx.inertia.render('dealer/payments/invoices', {
      invoices: InvoiceRowTransformer.paginate(page.data, page.meta),
      filters: filtersProp(filters),
      years: await invoiceYears(scope),
    })
  }
}
