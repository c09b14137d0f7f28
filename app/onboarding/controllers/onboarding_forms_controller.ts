import type { HttpContext } from '@adonisjs/core/http'
import type OnboardingApplication from '#onboarding/models/onboarding_application'
import { canEdit, isStep, STEPS } from '#onboarding/domain/application_rules'
import { documentsOf } from '#onboarding/queries/applications'
import { missingStepsOf } from '#onboarding/actions/save_application'
import ApplicationTransformer from '#onboarding/transformers/application_transformer'
import ApplicationDocumentTransformer from '#onboarding/transformers/application_document_transformer'
import { applicationOf, categoryChoices } from '#onboarding/controllers/application_access'

/** One step of the form (`?step=`, the company step by default) with what it shows. */
async function editProps(ctx: HttpContext, application: OnboardingApplication) {
  const step = isStep(ctx.request.qs().step) ? ctx.request.qs().step : 'company'
  return {
    token: ctx.params.token as string,
    step: step as string,
    steps: [...STEPS] as string[],
    application: ApplicationTransformer.transform(application),
    documents: ApplicationDocumentTransformer.transform(await documentsOf(application.id)),
    missing: (await missingStepsOf(application)) as string[],
    catalogue: await categoryChoices(ctx),
  }
}

/** The public application form: its first step (no link yet), then every step by the link. */
export default class OnboardingFormsController {
  async create(ctx: HttpContext) {
    ctx.response.header('X-Robots-Tag', 'noindex')
    return ctx.inertia.render('site/onboarding/create', { steps: [...STEPS] })
  }

  async edit(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    const token = ctx.params.token
    if (!canEdit(application.state))
      return ctx.response.redirect().toRoute('onboarding.show', { token })
    return ctx.inertia.render('site/onboarding/edit', await editProps(ctx, application))
  }
}
