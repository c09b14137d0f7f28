import { useCallback, useEffect, useRef, useState } from 'react'
import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { time } from '@shared/format'
import { acceptsPositions, REPORT_INTERVAL_MINUTES } from '@shared/transport_position'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { ownSocketId } from '~/lib/realtime'
import type { SharedProps } from '~/lib/types'

/** The driver's consent, per device (this browser), remembered across pages and visits. */
export const CONSENT_KEY = 'trasporti.position-consent'
/** After a failure (no fix, no network) the next try comes this much sooner than the interval. */
export const RETRY_AFTER_MS = 30_000

type Status =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'sent'; at: string }
  | { kind: 'failed'; at: string }
  | { kind: 'denied' }
  | { kind: 'stopped' }

function readConsent() {
  try {
    return window.localStorage.getItem(CONSENT_KEY) === 'yes'
  } catch {
    return false
  }
}

function writeConsent(value: boolean) {
  try {
    if (value) window.localStorage.setItem(CONSENT_KEY, 'yes')
    else window.localStorage.removeItem(CONSENT_KEY)
  } catch {
    /* private mode: the consent lasts as long as the page */
  }
}

/** When this device last had a position of each transport stored (ms), to keep the interval across reloads. */
export const LAST_SENT_KEY = 'trasporti.position-sent'

function readSent(): Record<string, number> {
  try {
    const value = JSON.parse(window.localStorage.getItem(LAST_SENT_KEY) ?? '{}')
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

function lastSent(transportId: number): number | null {
  const at = readSent()[String(transportId)]
  return typeof at === 'number' && Number.isFinite(at) ? at : null
}

/** Milliseconds until the next position of this transport is due from this device (0: now). */
function dueIn(transportId: number) {
  const last = lastSent(transportId)
  return last === null ? 0 : Math.max(0, last + REPORT_INTERVAL_MINUTES * 60_000 - Date.now())
}

function writeSent(transportId: number, at: number) {
  const interval = REPORT_INTERVAL_MINUTES * 60_000
  /* only the transports sent within the interval matter: the others are dropped */
  const kept = Object.fromEntries(
    Object.entries(readSent()).filter(
      ([, value]) => typeof value === 'number' && at - value < interval
    )
  )
  try {
    window.localStorage.setItem(LAST_SENT_KEY, JSON.stringify({ ...kept, [transportId]: at }))
  } catch {
    /* private mode: the next page load sends at once (the server answers 429 within a minute) */
  }
}

function locate(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      maximumAge: 60_000,
      timeout: 30_000,
    })
  )
}

/** Posts one position; answers what the page should do next. */
async function post(transportId: number, fix: GeolocationPosition, csrfToken: string | null) {
  const { latitude, longitude, accuracy, speed } = fix.coords
  const response = await fetch(urlFor('transporter.transports.positions', { id: transportId }), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept': 'application/json',
      'X-CSRF-TOKEN': csrfToken ?? '',
      'X-Socket-Id': ownSocketId() ?? '',
    },
    body: JSON.stringify({
      lat: latitude,
      lng: longitude,
      accuracy: Math.min(Math.max(accuracy, 0), 100_000),
      speed: speed !== null && Number.isFinite(speed) && speed >= 0 && speed <= 100 ? speed : null,
    }),
    credentials: 'same-origin',
  })
  /* 429: a position of this transport was stored less than a minute ago (another phone): fine. */
  if (response.status === 201 || response.status === 429) return 'sent' as const
  if (response.status === 409) return 'stopped' as const
  return 'failed' as const
}

/**
 * The driver's open page sends the phone's position while the transport is
 * picked up or in transit (POST transporter.transports.positions), every
 * REPORT_INTERVAL_MINUTES, only after an explicit consent (a switch,
 * remembered in this browser). A failure is retried after RETRY_AFTER_MS; a
 * denied permission stops until the switch is turned on again. The time of
 * the last position sent is remembered per transport too, so a reload waits
 * for the interval instead of sending again at once.
 *
 *   <PositionSender transportId={transport.id} state={transport.state} />
 *
 * Renders nothing in other states.
 */
export function PositionSender({ transportId, state }: { transportId: number; state: string }) {
  const t = useT()
  const csrfToken = usePage<SharedProps>().props.csrfToken ?? null
  /* no server rendering (config/inertia.ts): the browser's storage is there at the first render */
  const [consent, setConsent] = useState(readConsent)
  const [status, setStatus] = useState<Status>(() => {
    const last = lastSent(transportId)
    return last !== null && dueIn(transportId) > 0
      ? { kind: 'sent', at: new Date(last).toISOString() }
      : { kind: 'idle' }
  })
  /* a switch turned on by hand sends at once; opening the page waits for the interval */
  const turnedOn = useRef(false)
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator
  const active = acceptsPositions(state) && consent && supported
  const toggle = useCallback((value: boolean) => {
    turnedOn.current = value
    writeConsent(value)
    setConsent(value)
    setStatus({ kind: 'idle' })
  }, [])

  useEffect(() => {
    if (!active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    const next = (ms: number) => {
      if (!cancelled) timer = setTimeout(send, ms)
    }
    async function send() {
      setStatus((previous) => (previous.kind === 'idle' ? { kind: 'locating' } : previous))
      try {
        const outcome = await post(transportId, await locate(), csrfToken)
        if (cancelled) return
        const at = new Date().toISOString()
        if (outcome === 'stopped') {
          setStatus({ kind: 'stopped' })
          router.reload()
          return
        }
        if (outcome === 'sent') writeSent(transportId, Date.now())
        setStatus(outcome === 'sent' ? { kind: 'sent', at } : { kind: 'failed', at })
        next(outcome === 'sent' ? REPORT_INTERVAL_MINUTES * 60_000 : RETRY_AFTER_MS)
      } catch (error) {
        if (cancelled) return
        if ((error as GeolocationPositionError)?.code === 1) {
          setStatus({ kind: 'denied' })
          return
        }
        setStatus({ kind: 'failed', at: new Date().toISOString() })
        next(RETRY_AFTER_MS)
      }
    }
    /* on opening the page, sent from this device within the interval (a reload): the next one when due */
    const due = turnedOn.current ? 0 : dueIn(transportId)
    turnedOn.current = false
    if (due > 0) next(due)
    else void send()
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [active, transportId, csrfToken])

  if (!acceptsPositions(state)) return null
  return (
    <Paper withBorder p="md" radius="md" data-testid="position-sender">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tracking.sender.title')}
        </Title>
        {supported ? (
          <Switch
            checked={consent}
            onChange={(event) => toggle(event.currentTarget.checked)}
            label={t('tracking.sender.consent')}
            description={t('tracking.sender.consent_help', { minutes: REPORT_INTERVAL_MINUTES })}
          />
        ) : (
          <Alert color="yellow">{t('tracking.sender.unsupported')}</Alert>
        )}
        {supported && <StatusLine status={consent ? status : { kind: 'idle' }} />}
      </Stack>
    </Paper>
  )
}

function StatusLine({ status }: { status: Status }) {
  const t = useT()
  const [text, color] = (() => {
    switch (status.kind) {
      case 'idle':
        return [t('tracking.sender.idle'), 'dimmed']
      case 'locating':
        return [t('tracking.sender.locating'), 'dimmed']
      case 'sent':
        return [t('tracking.sender.sent', { time: time(status.at) }), 'green.8']
      case 'failed':
        return [t('tracking.sender.failed', { time: time(status.at) }), 'orange.8']
      case 'denied':
        return [t('tracking.sender.denied'), 'red.8']
      case 'stopped':
        return [t('tracking.sender.stopped'), 'dimmed']
    }
  })()
  return (
    <Text size="sm" c={color} role="status" aria-live="polite" data-testid="position-status">
      {text}
    </Text>
  )
}
