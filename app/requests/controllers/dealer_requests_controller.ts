import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#core/http/current_team'
import {
  draftRequestValidator,
  requestListValidator,
  submitRequestValidator,
} from '#requests/validators/request_validators'
import {
  findTeamRequest,
  listTeamRequests,
  requestDetail,
  requestFormChoices,
  requestFormValues,
} from '#requests/queries/request_pages'
import { currentPricingSettings as pricingSettings } from '#pricing/queries/current_settings'
import { saveRequest } from '#requests/actions/save_request'
import { cancelRequest } from '#requests/actions/manage_requests'
import { canCancel, canEdit, REQUEST_STATES } from '#requests/domain/request_rules'
import { quoteForRequest } from '#requests/domain/quote_for_request'
import { fieldProblemsError } from '#requests/controllers/request_errors'
import { listAttachments } from '#requests/queries/request_attachments'
import { canChangeAttachments } from '#requests/actions/request_attachments'

const ID = /^[1-9]\d{0,9}$/

/** Dealer pages of transport requests: list, create/edit form with live quote, show, cancel. */
export default class DealerRequestsController {
  private async team(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    if (!current || current.team.kind !== 'dealer') throw new NotFoundException()
    return current.team
  }

  private async requestOf(ctx: HttpContext) {
    const team = await this.team(ctx)
    const id = String(ctx.params.id ?? '')
    const request = ID.test(id) ? await findTeamRequest(team.id, Number(id)) : null
    if (!request) throw new NotFoundException()
    return { team, request }
  }

  async index(ctx: HttpContext) {
    const team = await this.team(ctx)
    const filters = await requestListValidator
      .validate(ctx.request.qs())
      .catch(() => ({}) as Record<string, never>)
    const clean = {
      state: filters.state,
      from: filters.from,
      to: filters.to,
      search: filters.search,
    }
    return ctx.inertia.render('dealer/requests/index', {
      requests: await listTeamRequests(team.id, { ...clean, page: filters.page }),
      filters: clean,
      states: [...REQUEST_STATES],
    })
  }

  async create(ctx: HttpContext) {
    const team = await this.team(ctx)
    return ctx.inertia.render('dealer/requests/form', {
      request: null,
      values: null,
      choices: await requestFormChoices(team.id, ctx.i18n.locale),
    })
  }

  async store(ctx: HttpContext) {
    const team = await this.team(ctx)
    const submit = ctx.request.input('intent') === 'submit'
    const data = submit
      ? await ctx.request.validateUsing(submitRequestValidator)
      : await ctx.request.validateUsing(draftRequestValidator)
    const result = await saveRequest({
      team,
      user: ctx.auth.user!,
      data,
      submit,
      settings: await pricingSettings(),
    })
    if (!result.ok) {
      if (result.error === 'invalid') throw fieldProblemsError(result.problems)
      throw new NotFoundException()
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t(`requests.flash.${submit ? flashOf(result.value.state) : 'draft_saved'}`, {
        reference: result.value.reference,
      })
    )
    return ctx.response.redirect(
      submit ? `/dealer/requests/${result.value.id}` : `/dealer/requests/${result.value.id}/edit`
    )
  }

  async show(ctx: HttpContext) {
    const { request } = await this.requestOf(ctx)
    return ctx.inertia.render('dealer/requests/show', {
      request: requestDetail(request),
      can: {
        edit: canEdit(request.state),
        cancel: canCancel(request.state),
        attach: canChangeAttachments(request.state),
      },
      attachments: await listAttachments(request.id),
    })
  }

  async edit(ctx: HttpContext) {
    const { team, request } = await this.requestOf(ctx)
    if (!canEdit(request.state)) return ctx.response.redirect(`/dealer/requests/${request.id}`)
    return ctx.inertia.render('dealer/requests/form', {
      request: { id: request.id, reference: request.reference, state: request.state },
      values: requestFormValues(request),
      choices: await requestFormChoices(team.id, ctx.i18n.locale),
      attachments: await listAttachments(request.id),
    })
  }

  async update(ctx: HttpContext) {
    const { team, request } = await this.requestOf(ctx)
    const submit = ctx.request.input('intent') === 'submit'
    const data = submit
      ? await ctx.request.validateUsing(submitRequestValidator)
      : await ctx.request.validateUsing(draftRequestValidator)
    const result = await saveRequest({
      team,
      user: ctx.auth.user!,
      data,
      submit,
      request,
      settings: await pricingSettings(),
    })
    if (!result.ok) {
      if (result.error === 'invalid') throw fieldProblemsError(result.problems)
      ctx.session.flash('error', ctx.i18n.t('requests.flash.not_editable'))
      return ctx.response.redirect(`/dealer/requests/${request.id}`)
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t(`requests.flash.${submit ? flashOf(result.value.state) : 'draft_saved'}`, {
        reference: result.value.reference,
      })
    )
    return ctx.response.redirect(
      submit ? `/dealer/requests/${request.id}` : `/dealer/requests/${request.id}/edit`
    )
  }

  async cancel(ctx: HttpContext) {
    const { request } = await this.requestOf(ctx)
    const result = await cancelRequest(request)
    if (!result.ok) ctx.session.flash('error', ctx.i18n.t('requests.flash.not_cancellable'))
    else
      ctx.session.flash(
        'success',
        ctx.i18n.t('requests.flash.cancelled', { reference: request.reference })
      )
    return ctx.response.redirect(`/dealer/requests/${request.id}`)
  }

  /** The live quote of the form: JSON, no database writes; incomplete input answers `{ status: 'incomplete' }`. */
  async estimate(ctx: HttpContext) {
    const team = await this.team(ctx)
    const data = await draftRequestValidator.validate(ctx.request.all()).catch(() => null)
    if (!data) return ctx.response.ok({ status: 'incomplete' })
    const settings = await pricingSettings()
    const quote = quoteForRequest(
      {
        pickupProvince: data.pickup?.province,
        deliveryProvince: data.delivery?.province,
        vehicles: (data.vehicles ?? []).map((vehicle) => ({
          category: vehicle.category,
          running: vehicle.running,
          declaredValueCents: (vehicle.declaredValue as number | undefined) ?? 0,
        })),
        express: data.express,
        covered: data.covered,
        extraInsurance: data.extraInsurance,
      },
      settings,
      team.plan === 'pro'
    )
    if (quote.kind === 'incomplete') return ctx.response.ok({ status: 'incomplete' })
    if (quote.kind === 'manual')
      return ctx.response.ok({
        status: 'manual',
        reason: quote.reason,
        distanceKm: quote.distanceKm,
      })
    return ctx.response.ok({
      status: 'priced',
      breakdown: quote.breakdown,
      quoteValidityDays: settings.quoteValidityDays,
    })
  }
}

function flashOf(state: string) {
  return state === 'quoted' ? 'quoted' : 'sent_for_manual_quote'
}
