import { useEffect } from 'react'
import { http, router, usePage } from '@inertiajs/react'
import { Transmit, type Subscription } from '@adonisjs/transmit-client'
import { notifications } from '@mantine/notifications'
import type { SharedProps } from '~/lib/types'
import { translate } from '~/lib/i18n'

export type RealtimeMessage = {
  type: string
  /** Transmit uid of the browser tab whose request caused the event. */
  originSocketId?: string | null
  [key: string]: unknown
}

let transmit: Transmit | null = null
let removeHeaderHook: (() => void) | null = null

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]!) : null
}

/** One Transmit client per tab; its uid travels as X-Socket-Id on every Inertia request. */
export function realtimeClient(): Transmit {
  if (!transmit) {
    transmit = new Transmit({
      baseUrl: window.location.origin,
      maxReconnectAttempts: 10,
      beforeSubscribe: (request) => {
        const token = readCookie('XSRF-TOKEN')
        if (token) request.headers.set('X-XSRF-TOKEN', token)
        const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content
        if (csrf) request.headers.set('X-CSRF-TOKEN', csrf)
      },
      beforeUnsubscribe: (request) => {
        const token = readCookie('XSRF-TOKEN')
        if (token) request.headers.set('X-XSRF-TOKEN', token)
      },
    })
    const client = transmit
    removeHeaderHook = http.onRequest((config) => {
      config.headers = { ...(config.headers ?? {}), 'X-Socket-Id': client.uid }
      return config
    })
    /* Missed messages are not replayed: refresh the page's data after a reconnect. */
    client.on('connected', () => {
      if ((client as any).__wasDisconnected) router.reload()
    })
    client.on('disconnected', () => {
      ;(client as any).__wasDisconnected = true
    })
  }
  return transmit
}

/** Ignore events this very tab caused (its own request already updated the page). */
export function isOwnEvent(message: RealtimeMessage) {
  return Boolean(transmit && message.originSocketId && message.originSocketId === transmit.uid)
}

/** Subscribe to a channel for the lifetime of a component. */
export function useChannel(channel: string | null | undefined, onMessage: (message: RealtimeMessage) => void) {
  useEffect(() => {
    if (!channel) return
    const subscription: Subscription = realtimeClient().subscription(channel)
    const stop = subscription.onMessage<RealtimeMessage>((message) => {
      if (!isOwnEvent(message)) onMessage(message)
    })
    subscription.create().catch(() => {})
    return () => {
      stop()
      if (subscription.handlerCount === 0) subscription.delete().catch(() => {})
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel])
}

/**
 * The signed-in layout's realtime: the user's and the current team's private
 * channels. Team membership events show a toast and refresh the page data.
 */
export function useRealtime() {
  const { props } = usePage<SharedProps>()
  const channels = props.auth?.channels
  const show = (message: RealtimeMessage) => {
    if (message.type === 'team.member_joined') {
      notifications.show({
        color: 'green',
        message: translate(props.translations, props.locale, 'teams.realtime.member_joined', {
          name: String(message.memberName ?? ''),
          team: String(message.teamName ?? ''),
        }),
      })
      router.reload({ only: ['auth'] })
    }
  }
  useChannel(channels?.user, show)
  useChannel(channels?.team, show)
}

export function disconnectRealtime() {
  removeHeaderHook?.()
  transmit?.close()
  transmit = null
}
