import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { manualQuoteValidator, requestListValidator } from '#requests/validators/request_validators'
import {
  dealerTeamsForFilter,
  findRequest,
  listAllRequests,
  requestDetail,
} from '#requests/queries/request_pages'
import { currentPricingSettings as pricingSettings } from '#pricing/queries/current_settings'
import { createManualQuote } from '#requests/actions/manage_requests'
import { canQuoteManually, REQUEST_STATES } from '#requests/domain/request_rules'
import { PROVINCE_CODES } from '#shared/italian_provinces'
import { listAttachments } from '#requests/queries/request_attachments'

const ID = /^[1-9]\d{0,9}$/

/** Staff pages: every team's requests, detail, manual quote. */
export default class AdminRequestsController {
  private async requestOf(ctx: HttpContext) {
    const id = String(ctx.params.id ?? '')
    const request = ID.test(id) ? await findRequest(Number(id)) : null
    if (!request) throw new NotFoundException()
    return request
  }

  async index(ctx: HttpContext) {
    const filters = await requestListValidator
      .validate(ctx.request.qs())
      .catch(() => ({}) as Record<string, never>)
    const clean = {
      state: filters.state,
      from: filters.from,
      to: filters.to,
      search: filters.search,
      team: filters.team,
      pickupProvince: PROVINCE_CODES.includes(filters.pickupProvince?.toUpperCase() ?? '')
        ? filters.pickupProvince!.toUpperCase()
        : undefined,
      deliveryProvince: PROVINCE_CODES.includes(filters.deliveryProvince?.toUpperCase() ?? '')
        ? filters.deliveryProvince!.toUpperCase()
        : undefined,
      manual: filters.manual,
    }
    return ctx.inertia.render('admin/requests/index', {
      requests: await listAllRequests({ ...clean, page: filters.page }),
      filters: clean,
      states: [...REQUEST_STATES],
      teams: ctx.inertia.defer(() => dealerTeamsForFilter()),
    })
  }

  async show(ctx: HttpContext) {
    const request = await this.requestOf(ctx)
    return ctx.inertia.render('admin/requests/show', {
      request: requestDetail(request),
      can: { quote: canQuoteManually(request.state) },
      attachments: await listAttachments(request.id),
    })
  }

  async quote(ctx: HttpContext) {
    const request = await this.requestOf(ctx)
    const { net, note } = await ctx.request.validateUsing(manualQuoteValidator)
    const result = await createManualQuote(
      request,
      ctx.auth.user!,
      { netCents: net as number, note: note ?? null },
      await pricingSettings()
    )
    if (!result.ok) ctx.session.flash('error', ctx.i18n.t('requests.flash.not_quotable'))
    else
      ctx.session.flash(
        'success',
        ctx.i18n.t('requests.flash.manual_quote_created', { reference: request.reference })
      )
    return ctx.response.redirect(`/admin/requests/${request.id}`)
  }
}
