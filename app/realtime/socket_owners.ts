import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { refuse } from '#realtime/support/refusal'

/**
 * Binds each Transmit client id (uid) to the user who opened its event stream.
 *
 * Transmit identifies a stream only by the uid the client chose, and that uid
 * also travels in broadcast payloads (originSocketId). Without this binding,
 * a member who learned a colleague's uid could open a stream under it and
 * receive what the colleague subscribes to next. So: a uid in use belongs to
 * the user (or guest) who opened it, and only that user may open another
 * stream with it (a reconnect) or subscribe/unsubscribe it.
 *
 * Streams live in this process, and with several instances the load balancer
 * routes a uid's stream and its subscribe calls to the same instance (sticky
 * /__transmit/*, docs/postgres_redis.md): an in-memory map is the right store.
 */
type Owner = { userId: number | null; streams: number }

const owners = new Map<string, Owner>()

/** A Transmit client id as the browser client makes them (a UUID), bounded. */
export const SOCKET_ID = /^[A-Za-z0-9_-]{8,100}$/

export function isValidSocketId(value: unknown): value is string {
  return typeof value === 'string' && SOCKET_ID.test(value)
}

export function socketOwner(uid: string): number | null | undefined {
  return owners.get(uid)?.userId
}

transmit.on('connect', ({ uid, context }) => {
  const userId = (context as HttpContext).auth?.user?.id ?? null
  const owner = owners.get(uid)
  if (owner && owner.userId === userId) owner.streams += 1
  else owners.set(uid, { userId, streams: 1 })
})

transmit.on('disconnect', ({ uid }) => {
  const owner = owners.get(uid)
  if (!owner) return
  owner.streams -= 1
  if (owner.streams <= 0) owners.delete(uid)
})

/**
 * Route middleware for the three /__transmit routes: a well-formed uid (query
 * string or JSON body) that is free or already belongs to the current user
 * (or guest). Anything else gets the 400 of a refused subscription.
 */
export async function guardSocketOwnership(ctx: HttpContext, next: NextFn) {
  const uid = ctx.request.input('uid')
  if (!isValidSocketId(uid)) return refuse(ctx, 400, 'Invalid client id')
  await ctx.auth.check()
  const userId = ctx.auth.user?.id ?? null
  const owner = owners.get(uid)
  if (owner && owner.userId !== userId) return refuse(ctx, 400, 'Invalid client id')
  return next()
}
