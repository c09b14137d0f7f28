import { useEffect, useRef } from 'react'
import { http, router, usePage } from '@inertiajs/react'
import { Transmit, type Subscription } from '@adonisjs/transmit-client'
import { notifications } from '@mantine/notifications'
import type { SharedProps } from '~/lib/types'
import { messagesOf, translate } from '~/lib/i18n'
import {
  createReconnectTracker,
  isOwnEvent,
  isRealtimeMessage,
  type RealtimeMessage,
} from '~/lib/realtime_events'

export type { RealtimeMessage } from '~/lib/realtime_events'

/*
| The browser side of realtime (Transmit SSE, private channels users/:id and
| teams/:id authorized by the server on subscribe).
|
| - One Transmit client per tab. Its subscribe/unsubscribe POSTs carry the
|   XSRF-TOKEN cookie as X-XSRF-TOKEN (read at send time, so it is never
|   stale), the page's CSRF value as X-CSRF-TOKEN, the socket id as
|   X-Socket-Id, and the session cookie.
| - Every Inertia request carries the client's uid as X-Socket-Id; the
|   server tags broadcasts with it (originSocketId) and this tab drops the
|   events it caused itself.
| - Missed messages are not replayed: after a reconnect the page data is
|   reloaded.
*/

type Listener = (message: RealtimeMessage) => void
type ChannelEntry = {
  listeners: Set<Listener>
  ready: Promise<Subscription | null>
  releaseTimer?: ReturnType<typeof setTimeout>
}

let transmit: Transmit | null = null
let removeHeaderHook: (() => void) | null = null
const channels = new Map<string, ChannelEntry>()
const deleting = new Map<string, Promise<void>>()

/** A channel is kept this long after its last listener left (page changes re-use it). */
const RELEASE_DELAY_MS = 1500
/** A refused subscribe (stale XSRF token, stream not bound yet) is retried this many times, backing off. */
const SUBSCRIBE_ATTEMPTS = 3

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]!) : null
}

/**
 * Subscribe/unsubscribe requests as the library makes them (JSON, XSRF token
 * from the cookie at send time, cookies included), but never following a
 * redirect: a refused CSRF check answers 302, which a followed fetch would
 * turn into a 200 and the library would take for a successful subscription.
 */
/* The session's CSRF value, refreshed from the shared props on every page (never a stale meta tag). */
let currentCsrfToken: string | null = null

function httpClient(baseUrl: string, uid: string) {
  return {
    send: (request: Request) => fetch(request, { redirect: 'manual' }),
    createRequest: (path: string, body: Record<string, unknown>) =>
      new Request(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '',
          /* The spec's realtime requests also carry the page's CSRF value and the socket id. */
          'X-CSRF-TOKEN': currentCsrfToken ?? '',
          'X-Socket-Id': uid,
        },
        body: JSON.stringify({ uid, ...body }),
        credentials: 'include',
      }),
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One Transmit client per tab; its uid travels as X-Socket-Id on every Inertia request. */
export function realtimeClient(): Transmit {
  if (transmit) return transmit
  const reconnects = createReconnectTracker()
  const client = new Transmit({
    baseUrl: window.location.origin,
    maxReconnectAttempts: 10,
    /* The library does not export its HttpClient type; ours has the same two methods. */
    httpClientFactory: httpClient as unknown as NonNullable<
      ConstructorParameters<typeof Transmit>[0]['httpClientFactory']
    >,
  })
  transmit = client
  removeHeaderHook = http.onRequest((config) => {
    config.headers = { ...(config.headers ?? {}), 'X-Socket-Id': client.uid }
    return config
  })
  client.on('connected', () => {
    if (reconnects.connected()) router.reload()
  })
  client.on('disconnected', () => reconnects.disconnected())
  return client
}

/** The uid of this tab's realtime client (null before it exists). */
export function ownSocketId(): string | null {
  return transmit?.uid ?? null
}

function dispatch(entry: ChannelEntry, payload: unknown, socketId: string) {
  if (!isRealtimeMessage(payload) || isOwnEvent(payload, socketId)) return
  for (const listener of entry.listeners) {
    try {
      listener(payload)
    } catch (error) {
      console.error(error)
    }
  }
}

/**
 * Listen to a channel; returns the function that stops listening. One
 * subscription per channel however many listeners; it is deleted on the
 * server a moment after the last listener leaves.
 */
export function listen(channel: string, listener: Listener): () => void {
  let entry = channels.get(channel)
  if (!entry) {
    const client = realtimeClient()
    const created: ChannelEntry = { listeners: new Set(), ready: Promise.resolve(null) }
    /* A deletion of the same channel still in flight must finish first, or the new listener would lose it. */
    created.ready = (deleting.get(channel) ?? Promise.resolve()).then(async () => {
      const subscription = client.subscription(channel)
      subscription.onMessage((payload: unknown) => dispatch(created, payload, client.uid))
      for (let attempt = 1; attempt <= SUBSCRIBE_ATTEMPTS; attempt++) {
        await subscription.create()
        if (subscription.isCreated || created.listeners.size === 0) break
        await wait(1000 * 2 ** attempt)
      }
      return subscription
    })
    created.ready.catch(() => null)
    channels.set(channel, created)
    entry = created
  }
  const current = entry
  clearTimeout(current.releaseTimer)
  current.listeners.add(listener)

  return () => {
    current.listeners.delete(listener)
    if (current.listeners.size > 0) return
    clearTimeout(current.releaseTimer)
    current.releaseTimer = setTimeout(() => {
      if (current.listeners.size > 0 || channels.get(channel) !== current) return
      channels.delete(channel)
      const done: Promise<void> = current.ready
        .then((subscription) => subscription?.delete())
        .catch(() => {})
        .finally(() => {
          if (deleting.get(channel) === done) deleting.delete(channel)
        })
      deleting.set(channel, done)
    }, RELEASE_DELAY_MS)
  }
}

/** Listen to a channel for the lifetime of a component (the latest `onMessage` is always used). */
export function useChannel(channel: string | null | undefined, onMessage: Listener) {
  const handler = useRef(onMessage)
  useEffect(() => {
    handler.current = onMessage
  })
  useEffect(() => {
    if (!channel) return
    return listen(channel, (message) => handler.current(message))
  }, [channel])
}

type RealtimeHandler = (message: RealtimeMessage, page: { props: SharedProps }) => void

const handlers = new Map<string, RealtimeHandler>()

/**
 * What the signed-in layout does with an event type arriving on the user's
 * or the current team's channel. Features register theirs (a toast, a partial
 * reload) at module load; the last registration of a type wins.
 */
export function onRealtimeEvent(type: string, handler: RealtimeHandler) {
  handlers.set(type, handler)
}

onRealtimeEvent('team.member_joined', (message, { props }) => {
  notifications.show({
    color: 'green',
    message: translate(messagesOf(props), props.locale, 'teams.realtime.member_joined', {
      name: String(message.memberName ?? ''),
      team: String(message.teamName ?? ''),
    }),
  })
  router.reload({ only: ['auth'] })
})

/**
 * The signed-in layout's realtime: the user's and the current team's private
 * channels, each event handled by its registered handler.
 */
export function useRealtime() {
  const page = usePage<SharedProps>()
  const csrfToken = page.props.csrfToken ?? null
  /* before the channel subscriptions below: they send it */
  useEffect(() => {
    currentCsrfToken = csrfToken
  }, [csrfToken])
  const channelNames = page.props.auth?.channels
  const show = (message: RealtimeMessage) => handlers.get(message.type)?.(message, page)
  useChannel(channelNames?.user, show)
  useChannel(channelNames?.team, show)
}

/** Close the stream (tests, or before a full sign-out without reload). */
export function disconnectRealtime() {
  removeHeaderHook?.()
  removeHeaderHook = null
  for (const entry of channels.values()) clearTimeout(entry.releaseTimer)
  channels.clear()
  deleting.clear()
  transmit?.close()
  transmit = null
}
