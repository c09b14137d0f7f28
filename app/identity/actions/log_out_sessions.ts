import type { SessionCollection } from '@adonisjs/session'

/**
 * Ends the user's sessions on other browsers (every session tagged with the
 * user id, except `keepSessionId`). Returns how many were ended.
 */
export async function logOutSessions(
  sessions: SessionCollection,
  userId: number,
  keepSessionId?: string
) {
  if (!sessions.supportsTagging()) return 0
  const tagged = await sessions.tagged(String(userId))
  let ended = 0
  for (const session of tagged) {
    if (session.id === keepSessionId) continue
    await sessions.destroy(session.id)
    ended += 1
  }
  return ended
}
