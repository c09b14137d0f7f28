import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type User from '#identity/models/user'

/*
| What identity keeps in the server-side session besides the auth guard's
| user id: when the password was last typed, the device (for the browser
| sessions list) and the pending two-factor sign-in.
*/
export const PASSWORD_CONFIRMED_AT = 'security.passwordConfirmedAt'
export const PASSWORD_CONFIRM_INTENDED = 'security.intendedUrl'
export const DEVICE = 'device'
export const PENDING_LOGIN = 'login'
/** Flashed when the recovery codes are to be shown once (after confirming 2FA or asking for them). */
export const SHOW_RECOVERY_CODES = 'twoFactor.showRecoveryCodes'
/** A started two-factor sign-in must be finished within this time. */
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000
/** Last activity is written at most once a minute (a session write per request is wasteful). */
const ACTIVITY_RESOLUTION_MS = 60 * 1000

export type DeviceInfo = { userAgent: string; ip: string; signedInAt: number; lastActivity: number }

export function markPasswordConfirmed(ctx: HttpContext, at = Date.now()) {
  ctx.session.put(PASSWORD_CONFIRMED_AT, at)
}

/** Only local paths are kept as places to go back to. */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/** The page a non-GET request came from (same site), else null. */
export function previousLocalPath(ctx: HttpContext): string | null {
  const referer = ctx.request.header('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    return safeLocalPath(`${url.pathname}${url.search}`)
  } catch {
    return null
  }
}

/** Remembers where the visitor came from (IP and browser) for the browser sessions list. */
export function recordDevice(ctx: HttpContext) {
  const now = Date.now()
  const device: DeviceInfo = {
    userAgent: String(ctx.request.header('user-agent') ?? '').slice(0, 300),
    ip: ctx.request.ip(),
    signedInAt: now,
    lastActivity: now,
  }
  ctx.session.put(DEVICE, device)
}

export function touchActivity(ctx: HttpContext) {
  const last = ctx.session.get(`${DEVICE}.lastActivity`)
  const now = Date.now()
  if (typeof last !== 'number' || now - last >= ACTIVITY_RESOLUTION_MS) {
    ctx.session.put(`${DEVICE}.lastActivity`, now)
    if (!ctx.session.get(`${DEVICE}.ip`)) ctx.session.put(`${DEVICE}.ip`, ctx.request.ip())
    if (!ctx.session.get(`${DEVICE}.userAgent`)) {
      ctx.session.put(
        `${DEVICE}.userAgent`,
        String(ctx.request.header('user-agent') ?? '').slice(0, 300)
      )
    }
  }
}

/**
 * Signs the user in on this browser: new session id, tagged with the user id
 * (so their sessions can be listed and logged out), device recorded, the
 * password counts as just confirmed, any pending two-factor step cleared.
 */
export async function signIn(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
  ctx.session.forget(PENDING_LOGIN)
  markPasswordConfirmed(ctx)
  recordDevice(ctx)
  if (ctx.session.supportsTagging()) await ctx.session.tag(String(user.id))
}

/**
 * Signs the user in, welcomes them and sends them where they were going
 * (a page they asked for before signing in, else their home).
 */
export async function completeSignIn(ctx: HttpContext, user: User, welcome: string) {
  await signIn(ctx, user)
  ctx.session.flash('success', welcome)
  const intended = safeLocalPath(ctx.session.pull('intended'))
  return ctx.response.redirect().toPath(intended ?? urlFor('site.home'))
}

/** Signs out of this browser and removes this session from the user's list. */
export async function signOut(ctx: HttpContext) {
  const user = ctx.auth.use('web').user
  await ctx.auth.use('web').logout()
  if (user && ctx.session.supportsTagging()) await ctx.session.untag(String(user.id))
  ctx.session.forget(DEVICE)
  ctx.session.forget('security')
}

/** Starts a two-factor sign-in: the user id waits in the session for the code. */
export function startPendingLogin(ctx: HttpContext, user: User) {
  ctx.session.put(PENDING_LOGIN, { id: user.id, at: Date.now() })
}

/** The user id of a pending (not expired) two-factor sign-in. */
export function pendingLoginUserId(ctx: HttpContext): number | null {
  const pending = ctx.session.get(PENDING_LOGIN)
  if (!pending || typeof pending.id !== 'number') return null
  if (typeof pending.at !== 'number' || Date.now() - pending.at > PENDING_LOGIN_TTL_MS) return null
  return pending.id
}
