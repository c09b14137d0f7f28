import type { SessionCollection } from '@adonisjs/session'
import { describeUserAgent } from '#identity/domain/user_agent'

export type BrowserSession = {
  /** Position in the list (session ids are secrets and never leave the server). */
  key: string
  isCurrentDevice: boolean
  browser: string | null
  platform: string | null
  mobile: boolean
  ip: string | null
  lastActivity: string | null
}

export type BrowserSessions = { supported: boolean; list: BrowserSession[] }

/**
 * The user's signed-in browsers from the server-side session store (sessions
 * are tagged with the user id at sign-in), this device first, then by last
 * activity.
 */
export async function browserSessionsOf(
  sessions: SessionCollection,
  userId: number,
  currentSessionId: string
): Promise<BrowserSessions> {
  if (!sessions.supportsTagging()) return { supported: false, list: [] }
  const tagged = await sessions.tagged(String(userId))
  const list = tagged
    .filter((session) => session.data && (session.data as any).auth_web !== undefined)
    .map((session) => {
      const device = ((session.data as any)?.device ?? {}) as Record<string, unknown>
      const described = describeUserAgent(
        typeof device.userAgent === 'string' ? device.userAgent : null
      )
      const lastActivity =
        typeof device.lastActivity === 'number' ? new Date(device.lastActivity).toISOString() : null
      return {
        isCurrentDevice: session.id === currentSessionId,
        ...described,
        ip: typeof device.ip === 'string' ? device.ip : null,
        lastActivity,
      }
    })
    .sort((a, b) => {
      if (a.isCurrentDevice !== b.isCurrentDevice) return a.isCurrentDevice ? -1 : 1
      return (b.lastActivity ?? '').localeCompare(a.lastActivity ?? '')
    })
    .map((session, index) => ({ key: String(index), ...session }))
  return { supported: true, list }
}
