import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#identity/validators/auth_validators'
import { registerUser } from '#identity/actions/register_user'
import { isLocale } from '#core/i18n'
import emitter from '@adonisjs/core/services/emitter'

export default class RegistrationController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/register', {})
  }

  async store({ request, response, auth, session, i18n }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const locale = isLocale(i18n.locale) ? i18n.locale : 'it'
    const { user } = await registerUser({ ...input, locale })
    await auth.use('web').login(user)
    await emitter.emit('user:registered', { userId: user.id })
    session.flash('success', i18n.t('auth.register.done'))
    return response.redirect('/home')
  }
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'user:registered': { userId: number }
  }
}
