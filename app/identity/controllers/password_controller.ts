import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#identity/validators/profile_validators'
import { updatePassword } from '#identity/actions/update_password'
import { fieldError } from '#core/http/field_error'
import { markPasswordConfirmed } from '#identity/support/session_security'

/** Change the password: the current one is required. */
export default class PasswordController {
  async update(ctx: HttpContext) {
    const { request, response, auth, session, i18n } = ctx
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updatePasswordValidator)
    const result = await updatePassword(user, input)
    if (!result.ok) throw fieldError('currentPassword', i18n.t('profile.password.wrong_current'))
    markPasswordConfirmed(ctx)
    session.flash('success', i18n.t('profile.password.saved'))
    return response.redirect().toRoute('profile.show')
  }
}
