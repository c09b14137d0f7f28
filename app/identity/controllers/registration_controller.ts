import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import { registerValidator } from '#identity/validators/auth_validators'
import { registerUser } from '#identity/actions/register_user'
import { isLocale } from '#core/i18n'
import { signIn } from '#identity/support/session_security'

const KINDS = ['dealer', 'transporter'] as const

export default class RegistrationController {
  /** `?kind=dealer|transporter` (links from the welcome page) preselects the company type. */
  async create({ inertia, request }: HttpContext) {
    const kind = request.qs().kind
    return inertia.render('auth/register', {
      kind: KINDS.includes(kind) ? (kind as (typeof KINDS)[number]) : 'dealer',
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(registerValidator)
    const locale = isLocale(i18n.locale) ? i18n.locale : 'it'
    const { user } = await registerUser({ ...input, locale })
    await signIn(ctx, user)
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
