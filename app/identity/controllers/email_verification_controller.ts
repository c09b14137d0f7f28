import type { HttpContext } from '@adonisjs/core/http'
import { markEmailVerified } from '#identity/actions/mark_email_verified'
import { VERIFY_EMAIL_PURPOSE } from '#identity/support/links'

/** The signed, 24-hour link of the verification e-mail: works signed in or not. */
export default class EmailVerificationController {
  async show({ request, params, inertia, response, session, auth, i18n }: HttpContext) {
    const result = request.hasValidSignature(VERIFY_EMAIL_PURPOSE)
      ? await markEmailVerified({ userId: Number(params.id), hash: String(params.hash ?? '') })
      : null
    if (!result?.ok) {
      response.status(403)
      return inertia.render('auth/link_invalid', { kind: 'verify_email', reason: 'invalid' })
    }
    const done = result.alreadyVerified ? 'auth.verify.already' : 'auth.verify.done'
    session.flash('success', i18n.t(done))
    const signedIn = await auth.use('web').check()
    return response.redirect().toRoute(signedIn ? 'site.home' : 'session.create')
  }
}
