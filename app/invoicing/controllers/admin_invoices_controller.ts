import type { HttpContext } from '@adonisjs/core/http'
import { parseInvoiceFilters } from '#invoicing/domain/invoice_filters'
import { invoicedTeams, invoiceRows, invoiceYears } from '#invoicing/queries/invoice_pages'
import InvoiceRowTransformer from '#invoicing/transformers/invoice_row_transformer'
import { filtersProp } from '#invoicing/controllers/invoice_lists'
import { sellerFromSettings } from '#invoicing/domain/parties'
import { currentPricingSettings } from '#pricing/queries/current_settings'

async function sellerReady() {
  const settings = await currentPricingSettings()
  return sellerFromSettings(settings.company) !== null
}

/** Admin → Fatture: every invoice and credit note, filtered in the URL. */
export default class AdminInvoicesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('InvoicePolicy').authorize('viewAny', ctx.currentTeam)
    const filters = parseInvoiceFilters(ctx.request.qs(), true)
    const page = await invoiceRows(filters, { staff: true })
    return ctx.inertia.render('admin/invoices/index', {
      invoices: InvoiceRowTransformer.paginate(page.data, page.meta).useVariant('forStaff'),
      filters: filtersProp(filters),
      years: await invoiceYears({ staff: true }),
      teams: await invoicedTeams(),
      sellerReady: await sellerReady(),
    })
  }
}
