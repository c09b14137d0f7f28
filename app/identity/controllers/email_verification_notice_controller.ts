import type { HttpContext } from '@adonisjs/core/http'

/** Shown to signed-in users whose e-mail address is not verified yet. */
export default class EmailVerificationNoticeController {
  async show({ inertia, auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) return response.redirect().toRoute('site.home')
    return inertia.render('auth/verify_email', { email: user.email })
  }
}
