import { lazy, Suspense, useEffect, useState } from 'react'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { freshness } from '@shared/transport_position'
import { useT } from '~/lib/i18n'
import { useChannel, type RealtimeMessage } from '~/lib/realtime'
import { ChunkFailure, ChunkLoading } from '~/components/lazy_chunk_frame'

/**
 * Where the transport is (issue 11, "Tracking and position"): the public
 * tracking page and the dealer's transport page show the `position` prop
 * (the server already hid or blurred it: app/shared/transport_position.ts)
 * on a small map, with its freshness ("updated 12 minutes ago", "signal
 * lost") and a rough ETA. Leaflet and the outline of Italy are the chunk
 * ./map/position_map.tsx, loaded by this dynamic import only when there is
 * something to draw. Live: a `transport.position` on the channel moves the
 * map; a `transport.state_changed` reloads the prop (after the delivery it
 * disappears).
 *
 *   <PositionMapView position={position} channel={channel} transportId={null} />
 */
export const loadPositionMap = () => import('~/features/tracking/map/position_map')
const PositionMap = lazy(loadPositionMap)

export type PositionData = Data.Transports.Position

/** The fields of a `transport.position` message (the same as the prop's, without the tiles). */
function fromMessage(message: RealtimeMessage, current: PositionData): PositionData | null {
  const { lat, lng, radiusM, recordedAt, remainingKm, etaMinutes } = message
  if (typeof lat !== 'number' || typeof lng !== 'number' || typeof recordedAt !== 'string')
    return null
  return {
    ...current,
    mode: 'live',
    lat,
    lng,
    radiusM: typeof radiusM === 'number' ? radiusM : null,
    recordedAt,
    remainingKm: typeof remainingKm === 'number' ? remainingKm : null,
    etaMinutes: typeof etaMinutes === 'number' ? etaMinutes : null,
  }
}

/** The page's clock for "N minutes ago", ticking every 30 seconds. */
function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function duration(minutes: number, t: ReturnType<typeof useT>) {
  const hours = Math.floor(minutes / 60)
  return hours > 0
    ? t('tracking.map.hours_minutes', { hours, minutes: minutes % 60 })
    : t('tracking.map.minutes', { minutes })
}

/** The lines under the map: approximate, fresh or lost, and the ETA while the signal is fresh. */
function Caption({ position, now }: { position: PositionData; now: number }) {
  const t = useT()
  if (position.mode === 'town') {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking.map.town')}
      </Text>
    )
  }
  if (!position.recordedAt) return null
  const age = freshness(position.recordedAt, now)
  return (
    <Stack gap={2}>
      <Text
        size="sm"
        fw={600}
        c={age.lost ? 'orange.8' : 'green.8'}
        data-testid="position-freshness"
      >
        {age.lost
          ? t('tracking.map.lost', { minutes: age.minutes })
          : age.minutes === 0
            ? t('tracking.map.updated_now')
            : t('tracking.map.updated', { minutes: age.minutes })}
      </Text>
      {!age.lost && position.etaMinutes !== null && position.remainingKm !== null && (
        <Text size="sm" data-testid="position-eta">
          {t('tracking.map.eta', {
            duration: duration(position.etaMinutes, t),
            km: position.remainingKm,
          })}
        </Text>
      )}
    </Stack>
  )
}

export function PositionMapView({
  position,
  channel,
  transportId,
}: {
  position: PositionData
  /** the page's realtime channel (dealer: its team's; public: tracking/<token>) */
  channel: string | null | undefined
  /** the transport's id on a team channel (null on the tracking channel, which is the transport's own) */
  transportId: number | null
}) {
  const t = useT()
  const now = useNow()
  /* a live position applies to the prop it arrived over; a reloaded prop (newer) replaces it */
  const [live, setLive] = useState<{ base: PositionData; shown: PositionData } | null>(null)
  const shown = live && live.base === position ? live.shown : position
  useChannel(channel, (message) => {
    if (transportId !== null && message.transportId !== transportId) return
    if (message.type === 'transport.state_changed') router.reload({ only: ['position'] })
    if (message.type !== 'transport.position') return
    const next = fromMessage(message, shown)
    if (next) setLive({ base: position, shown: next })
  })
  const drawable = shown.lat !== null && shown.lng !== null
  return (
    <Paper withBorder p="md" radius="md" data-testid="position-map-view" data-mode={shown.mode}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tracking.map.title')}
        </Title>
        {shown.mode === 'hidden' && (
          <Text size="sm" c="dimmed">
            {t('tracking.map.hidden')}
          </Text>
        )}
        {shown.mode === 'none' && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('tracking.map.none')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tracking.map.none_help')}
            </Text>
          </Stack>
        )}
        {drawable && (
          <ChunkFailure message={t('tracking.map.failed')}>
            <Suspense
              fallback={
                <ChunkLoading label={t('tracking.map.loading')} height={260} minHeight={0} />
              }
            >
              <PositionMap position={shown} />
            </Suspense>
          </ChunkFailure>
        )}
        {drawable && <Caption position={shown} now={now} />}
      </Stack>
    </Paper>
  )
}
