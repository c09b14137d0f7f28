import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { validatedFile } from '#onboarding/validators/onboarding_validators'
import { findDocument } from '#onboarding/queries/applications'
import {
  deleteApplicationDocument,
  storeApplicationDocument,
} from '#onboarding/actions/application_documents'
import { applicationOf, sendFile } from '#onboarding/controllers/application_access'

/** The applicant's files: the policy (PDF) and other documents, added or removed while a draft. */
export default class OnboardingDocumentsController {
  async store(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    const kind = ctx.request.input('kind') === 'policy' ? 'policy' : 'other'
    const upload = await validatedFile(ctx, kind === 'policy')
    const result = await storeApplicationDocument(application, kind, upload)
    if (!result.ok) throw fieldError('file', ctx.i18n.t(`onboarding.files.errors.${result.error}`))
    const flash = { name: result.value.fileName }
    ctx.session.flash('success', ctx.i18n.t('onboarding.files.flash.uploaded', flash))
    return ctx.response.redirect().back()
  }

  async show(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    return sendFile(ctx, found(await findDocument(application.id, ctx.params.documentId)))
  }

  async destroy(ctx: HttpContext) {
    const application = await applicationOf(ctx)
    const result = await deleteApplicationDocument(application, ctx.params.documentId)
    if (!result.ok && result.error === 'not_found') return found(null)
    const key = result.ok ? 'onboarding.files.flash.deleted' : 'onboarding.errors.not_editable'
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    return ctx.response.redirect().back()
  }
}
