import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import { registerInvitedValidator, registerValidator } from '#identity/validators/auth_validators'
import { registerUser } from '#identity/actions/register_user'
import { isLocale } from '#core/i18n'
import { safeLocalPath, signIn } from '#identity/support/session_security'

const KINDS = ['dealer', 'transporter'] as const

/** A guest who opened a team invitation link and was sent here to get an account. */
function pendingInvitation(ctx: HttpContext): string | null {
  const intended = safeLocalPath(ctx.session.get('intended'))
  return intended && intended.startsWith('/team-invitations/') ? intended : null
}

export default class RegistrationController {
  /**
   * `?kind=dealer|transporter` (links from the welcome page) preselects the
   * company type. Coming from an invitation link, no company is asked for:
   * the person joins the inviting team.
   */
  async create(ctx: HttpContext) {
    const kind = ctx.request.qs().kind
    return ctx.inertia.render('auth/register', {
      kind: KINDS.includes(kind) ? (kind as (typeof KINDS)[number]) : 'dealer',
      joiningTeam: pendingInvitation(ctx) !== null,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const locale = isLocale(i18n.locale) ? i18n.locale : 'it'
    const invitation = pendingInvitation(ctx)

    let user
    if (invitation) {
      const input = await request.validateUsing(registerInvitedValidator)
      ;({ user } = await registerUser({ ...input, locale }))
    } else {
      const { companyName, kind, ...input } = await request.validateUsing(registerValidator)
      ;({ user } = await registerUser({ ...input, company: { name: companyName, kind }, locale }))
    }

    await signIn(ctx, user)
    await emitter.emit('user:registered', { userId: user.id })
    session.flash('success', i18n.t('auth.register.done'))
    if (invitation) {
      session.forget('intended')
      return response.redirect().toPath(invitation)
    }
    return response.redirect('/home')
  }
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'user:registered': { userId: number }
  }
}
