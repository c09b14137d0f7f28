import transmit from '@adonisjs/transmit/services/main'
import { HttpContext } from '@adonisjs/core/http'

/**
 * Realtime broadcasts on the private channels `users/:id` and `teams/:id`.
 * Every payload carries the socket id (Transmit uid sent as X-Socket-Id) of
 * the request that caused it, so the originating tab can ignore its own
 * events. Call these from listeners, after the transaction has committed.
 */
export type RealtimePayload = {
  type: string
  [key: string]: string | number | boolean | null | undefined
}

export function userChannel(userId: number) {
  return `users/${userId}`
}

export function teamChannel(teamId: number) {
  return `teams/${teamId}`
}

/** The X-Socket-Id of the current request, when there is one. */
export function currentSocketId(): string | null {
  const ctx = HttpContext.get()
  const value = ctx?.request.header('x-socket-id')
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null
}

export function broadcastToUser(
  userId: number,
  payload: RealtimePayload,
  originSocketId = currentSocketId()
) {
  transmit.broadcast(userChannel(userId), { ...payload, originSocketId })
}

export function broadcastToTeam(
  teamId: number,
  payload: RealtimePayload,
  originSocketId = currentSocketId()
) {
  transmit.broadcast(teamChannel(teamId), { ...payload, originSocketId })
}
