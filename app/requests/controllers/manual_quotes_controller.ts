import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { findRequest } from '#requests/queries/request_pages'
import { createManualQuote } from '#requests/actions/manage_requests'
import { manualQuoteValidator } from '#requests/validators/request_validators'

/** Staff price a request by hand: a net amount and a note; VAT, commission and payout follow. */
export default class ManualQuotesController {
  async store(ctx: HttpContext) {
    const request = found(await findRequest(ctx.params.id))
    await ctx.bouncer.with('QuotePolicy').authorize('createManual', ctx.currentTeam)
    const { net, note } = await ctx.request.validateUsing(manualQuoteValidator)
    const input = { netCents: net as number, note: note ?? null }
    const settings = await currentPricingSettings()
    const result = await createManualQuote(request, ctx.auth.user!, input, settings)
    const message = result.ok ? 'manual_quote_created' : 'not_quotable'
    const flash = ctx.i18n.t(`requests.flash.${message}`, { reference: request.reference })
    ctx.session.flash(result.ok ? 'success' : 'error', flash)
    return ctx.response.redirect().toRoute('admin.requests.show', { id: request.id })
  }
}
