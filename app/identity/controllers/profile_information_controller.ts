import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import { updateProfileInformationValidator } from '#identity/validators/profile_validators'
import { updateProfileInformation } from '#identity/actions/update_profile_information'

/** Name and e-mail; a new e-mail must be verified again (a link is sent to it). */
export default class ProfileInformationController {
  async update({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updateProfileInformationValidator, {
      meta: { userId: user.id },
    })
    const { emailChanged } = await updateProfileInformation(user, input)
    if (emailChanged) {
      await emitter.emit('user:email_changed', { userId: user.id })
      session.flash('success', i18n.t('profile.information.saved_verify', { email: user.email }))
    } else {
      session.flash('success', i18n.t('profile.information.saved'))
    }
    return response.redirect().toRoute('profile.show')
  }
}
