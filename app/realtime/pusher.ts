import Pusher from 'pusher'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { toPusherChannel } from '#realtime/channels'

/**
 * The optional Pusher-compatible realtime server (Pusher Channels, or a
 * self-hosted one like Soketi), configured by PUSHER_APP_ID, PUSHER_KEY and
 * PUSHER_SECRET (+ PUSHER_HOST/PUSHER_PORT/PUSHER_TLS for a self-hosted
 * server, or PUSHER_CLUSTER for pusher.com). When configured:
 * - /broadcasting/auth and /broadcasting/user-auth sign subscriptions with the
 *   channel rules of app/realtime/channels.ts;
 * - every broadcast is also sent to the server (mirrorToPusher), from
 *   whichever process makes it (web or queue worker).
 * The built-in Transmit stream keeps working alongside. Read at call time,
 * so nothing is cached across a configuration change.
 */
export type PusherSettings = {
  appId: string
  key: string
  secret: string
  useTLS: boolean
  host?: string
  port?: string
  cluster?: string
}

type PusherVariable =
  | 'PUSHER_APP_ID'
  | 'PUSHER_KEY'
  | 'PUSHER_SECRET'
  | 'PUSHER_CLUSTER'
  | 'PUSHER_HOST'
  | 'PUSHER_PORT'
  | 'PUSHER_TLS'

/** A setting as text; unset and empty are the same. */
function text(name: PusherVariable): string | undefined {
  const value: unknown = env.get(name)
  return value === undefined || value === null || String(value) === '' ? undefined : String(value)
}

export function pusherSettings(): PusherSettings | null {
  const [appId, key, secret] = [text('PUSHER_APP_ID'), text('PUSHER_KEY'), text('PUSHER_SECRET')]
  if (!appId || !key || !secret) return null
  return {
    appId,
    key,
    secret,
    useTLS: text('PUSHER_TLS') !== 'false',
    host: text('PUSHER_HOST'),
    port: text('PUSHER_PORT'),
    cluster: text('PUSHER_CLUSTER'),
  }
}

let cached: { settings: string; client: Pusher } | null = null

/** The Pusher client for the current settings, or null when Pusher is not configured. */
export function pusherClient(): Pusher | null {
  const settings = pusherSettings()
  if (!settings) return null
  const fingerprint = JSON.stringify(settings)
  if (cached?.settings !== fingerprint) {
    const { cluster, host, ...rest } = settings
    const options = host ? { ...rest, host } : { ...rest, cluster: cluster ?? 'mt1' }
    cached = { settings: fingerprint, client: new Pusher({ ...options, timeout: 5000 }) }
  }
  return cached.client
}

const PUSHER_SOCKET_ID = /^\d{1,19}\.\d{1,19}$/
const EVENT_NAME = /^[A-Za-z0-9_\-.:]{1,200}$/

/**
 * Sends one Transmit broadcast to the Pusher server: channel `users/5` as
 * `private-users.5`, event name = the payload's `type`, data = the payload.
 * When the request that caused it came from a Pusher connection
 * (X-Socket-Id "1234.5678"), that connection is excluded, as Pusher does.
 */
export function mirrorToPusher({ channel, payload }: { channel: string; payload: unknown }) {
  const client = pusherClient()
  if (!client) return
  const data = (payload ?? {}) as Record<string, unknown>
  const event = typeof data.type === 'string' && EVENT_NAME.test(data.type) ? data.type : 'message'
  const origin = data.originSocketId
  const params =
    typeof origin === 'string' && PUSHER_SOCKET_ID.test(origin) ? { socket_id: origin } : undefined
  const failed = (error: unknown) =>
    logger.warn({ err: error, channel, event }, 'could not send a realtime event to Pusher')
  try {
    client.trigger(toPusherChannel(channel), event, data, params).catch(failed)
  } catch (error) {
    failed(error)
  }
}
