import type { HttpContext } from '@adonisjs/core/http'
import { submitApplication } from '#onboarding/actions/save_application'
import { documentsOf } from '#onboarding/queries/applications'
import ApplicationTransformer from '#onboarding/transformers/application_transformer'
import ApplicationDocumentTransformer from '#onboarding/transformers/application_document_transformer'
import { applicationOf, categoryChoices } from '#onboarding/controllers/application_access'

/** Submitting the application, the thank-you page and the applicant's read-only view. */
export default class OnboardingSubmissionsController {
  async store(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    const result = await submitApplication(application.id)
    const token = ctx.params.token
    if (result.ok) return ctx.response.redirect().toRoute('onboarding.thank_you', { token })
    ctx.session.flash('error', ctx.i18n.t(`onboarding.errors.${result.error}`))
    return ctx.response.redirect().back()
  }

  async thankYou(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    return ctx.inertia.render('site/onboarding/thank_you', {
      token: ctx.params.token,
      email: application.contactEmail,
    })
  }

  async show(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    return ctx.inertia.render('site/onboarding/show', {
      token: ctx.params.token,
      application: ApplicationTransformer.transform(application),
      documents: ApplicationDocumentTransformer.transform(await documentsOf(application.id)),
      catalogue: await categoryChoices(ctx),
    })
  }
}
