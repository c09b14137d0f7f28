import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import type { Infer } from '@vinejs/vine/types'
import { registerInvitedValidator, registerValidator } from '#identity/validators/auth_validators'
import { registerUser } from '#identity/actions/register_user'
import { isLocale } from '#core/i18n'
import { safeLocalPath, signIn } from '#identity/support/session_security'

const KINDS = ['dealer', 'transporter'] as const

type Registration = Infer<typeof registerValidator> | Infer<typeof registerInvitedValidator>

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
    const invitation = pendingInvitation(ctx)
    const input = invitation
      ? await request.validateUsing(registerInvitedValidator)
      : await request.validateUsing(registerValidator)
    const user = await this.register(ctx, input)
    await signIn(ctx, user)
    await emitter.emit('user:registered', { userId: user.id })
    session.flash('success', i18n.t('auth.register.done'))
    if (!invitation) return response.redirect().toRoute('site.home')
    session.forget('intended')
    return response.redirect().toPath(invitation)
  }

  /** A new account: with a company of its own, or (invited) joining the inviting team. */
  private async register(ctx: HttpContext, input: Registration) {
    const locale = isLocale(ctx.i18n.locale) ? ctx.i18n.locale : 'it'
    if (!('companyName' in input)) {
      const { user } = await registerUser({ ...input, locale })
      return user
    }
    const { companyName, kind, ...person } = input
    const { user } = await registerUser({ ...person, company: { name: companyName, kind }, locale })
    return user
  }
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'user:registered': { userId: number }
  }
}
