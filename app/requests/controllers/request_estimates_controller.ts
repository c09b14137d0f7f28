import type { HttpContext } from '@adonisjs/core/http'
import { toJson } from '#api/serialize'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { activeCategoryCodes } from '#pricing/queries/vehicle_catalogue'
import { draftRequestValidator } from '#requests/validators/request_validators'
import { quotableFromInput, quoteForRequest } from '#requests/domain/quote_for_request'
import EstimateTransformer from '#requests/transformers/estimate_transformer'

/**
 * Dealer: the live quote of the form as it is typed. JSON, writes nothing;
 * input that cannot be priced yet answers `{ status: 'incomplete' }`.
 */
export default class RequestEstimatesController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('TransportRequestPolicy').authorize('create', ctx.currentTeam)
    const meta = { categories: await activeCategoryCodes() }
    const data = await draftRequestValidator.validate(ctx.request.all(), { meta }).catch(() => null)
    const settings = await currentPricingSettings()
    const pro = ctx.currentTeam.team.plan === 'pro'
    const quote = data
      ? quoteForRequest(quotableFromInput(data), settings, pro)
      : ({ kind: 'incomplete' } as const)
    const estimate = { quote, validityDays: settings.quoteValidityDays }
    return ctx.response.ok(await toJson(EstimateTransformer.transform(estimate), ctx))
  }
}
