import type { HttpContext } from '@adonisjs/core/http'

/**
 * Staff impersonation (issue 14): a staff owner or admin signs in as a member
 * of a dealer or carrier team for support. The session holds who really is
 * at the keyboard; while it does, the shared props carry a banner and the
 * routes below refuse (no money moves, no account security changes).
 */
export const IMPERSONATION_KEY = 'impersonation'

export type Impersonation = {
  /** the member staff signed in as (a session that signed out, or in as anyone else, holds none) */
  userId: number
  /** the staff user who started it (signed back in when it stops) */
  impersonatorId: number
  impersonatorName: string
  /** the team whose page it was started from (where stopping returns) */
  teamId: number
  startedAt: number
}

/**
 * The impersonation of this session, or null. It counts only while the
 * session is still signed in as the impersonated member (read from the web
 * guard's session key, so it works before the `auth` middleware ran): after
 * a sign-out, a left-over record means nothing.
 */
export function impersonationOf(ctx: HttpContext): Impersonation | null {
  const { session, auth } = ctx as Partial<HttpContext>
  const value = session?.get(IMPERSONATION_KEY)
  if (!value || typeof value !== 'object' || !auth) return null
  const { userId, impersonatorId, impersonatorName, teamId, startedAt } = value as Impersonation
  if (typeof impersonatorId !== 'number' || typeof teamId !== 'number') return null
  if (typeof userId !== 'number' || session!.get(auth.use('web').sessionKeyName) !== userId) {
    return null
  }
  return {
    userId,
    impersonatorId,
    impersonatorName: String(impersonatorName ?? ''),
    teamId,
    startedAt: Number(startedAt) || 0,
  }
}

/**
 * Routes (by name) refused while impersonating: every one that moves money
 * (wallet top-ups, card payments, checkout, the pro plan, payout requests,
 * bank details) or changes the account's security (password, e-mail and
 * profile, two-factor, API tokens, other sessions, deleting the account).
 * A test checks that each name exists in the router.
 */
export const REFUSED_WHILE_IMPERSONATING = [
  'dealer.payments.wallet.card',
  'dealer.orders.card',
  'dealer.cart.checkout',
  'dealer.suppliers.pro.upgrade',
  'dealer.suppliers.pro.renewal',
  'transporter.payments.request',
  'settings.billing.account.update',
  'user_profile_information.update',
  'user_password.update',
  'password.confirm.store',
  'two_factor.enable',
  'two_factor.confirm',
  'two_factor.disable',
  'two_factor.recovery_codes.regenerate',
  'api_tokens.store',
  'api_tokens.destroy',
  'other_browser_sessions.destroy',
  'current_user.destroy',
] as const

const refused = new Set<string>(REFUSED_WHILE_IMPERSONATING)

export function isRefusedWhileImpersonating(routeName: string | undefined): boolean {
  return routeName !== undefined && refused.has(routeName)
}
