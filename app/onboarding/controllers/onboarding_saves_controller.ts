import type { HttpContext } from '@adonisjs/core/http'
import { activeCategoryCodes } from '#pricing/queries/vehicle_catalogue'
import {
  companyValidator,
  fleetValidator,
  insuranceValidator,
} from '#onboarding/validators/onboarding_validators'
import { startApplication } from '#onboarding/actions/start_application'
import { saveStep, type StepInput } from '#onboarding/actions/save_application'
import { STEPS, type Step } from '#onboarding/domain/application_rules'
import { applicationOf, localeOf } from '#onboarding/controllers/application_access'

/** The fleet step: trucks, areas served and vehicle categories (the active ones). */
async function fleetInput(ctx: HttpContext): Promise<StepInput> {
  const meta = { categories: await activeCategoryCodes() }
  const input = await ctx.request.validateUsing(fleetValidator, { meta })
  const services = {
    categories: input.categories ?? [],
    regions: input.regions ?? [],
    provinces: input.provinces ?? [],
  }
  return { step: 'fleet', values: { fleet: input.fleet ?? [], services } }
}

/** The validated values of one step of the form. */
async function stepInput(ctx: HttpContext, step: Step): Promise<StepInput> {
  if (step === 'insurance') {
    const { cover, expiresOn, ...rest } = await ctx.request.validateUsing(insuranceValidator)
    return { step, values: { ...rest, coverCents: cover, insuranceExpiresOn: expiresOn } }
  }
  if (step === 'fleet') return fleetInput(ctx)
  return { step: 'company', values: await ctx.request.validateUsing(companyValidator) }
}

const nextStep = (step: Step) => STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)]

/** Saves of the application: the first (creates it and e-mails its link), then each step. */
export default class OnboardingSavesController {
  async store(ctx: HttpContext) {
    const values = await ctx.request.validateUsing(companyValidator)
    const { token } = await startApplication(values, localeOf(ctx))
    ctx.session.flash('success', ctx.i18n.t('onboarding.flash.started'))
    return ctx.response
      .redirect()
      .toRoute('onboarding.edit', { token }, { qs: { step: 'insurance' } })
  }

  async update(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    const step = ctx.params.step as Step
    const result = await saveStep(application.id, await stepInput(ctx, step))
    const token = ctx.params.token
    if (!result.ok) {
      ctx.session.flash('error', ctx.i18n.t('onboarding.errors.not_editable'))
      return ctx.response.redirect().toRoute('onboarding.show', { token })
    }
    ctx.session.flash('success', ctx.i18n.t('onboarding.flash.saved'))
    return ctx.response
      .redirect()
      .toRoute('onboarding.edit', { token }, { qs: { step: nextStep(step) } })
  }
}
