import { lazy, Suspense } from 'react'
import { Alert, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ChunkFailure, ChunkLoading } from '~/components/lazy_chunk_frame'

/**
 * The map view of the marketplace: the transports of the list's filters as
 * markers. Leaflet, its plugin, their styles and the outline of Italy are a
 * chunk of their own (./map/marketplace_map.tsx), loaded by this dynamic
 * import only when the map opens (or the view switch is reached), never with
 * the list; they run in the browser only (Leaflet needs `window`).
 */
export const loadMarketplaceMap = () => import('~/features/marketplace/map/marketplace_map')
const MarketplaceMap = lazy(loadMarketplaceMap)

export type MarketplaceMapData = Data.Marketplace.MarketplaceMap

/** While the map's code loads (or the map view's data). */
export function MapLoading() {
  const t = useT()
  return <ChunkLoading label={t('marketplace.map.loading')} />
}

export function MarketplaceMapView({
  map,
  filtered,
  fitKey,
  busy,
}: {
  map: MarketplaceMapData
  filtered: boolean
  fitKey: string
  /** New data is on its way: the map stays (and keeps its view), dimmed. */
  busy: boolean
}) {
  const t = useT()
  if (map.markers.length === 0) {
    return (
      <EmptyState
        title={t(filtered ? 'marketplace.empty_filtered' : 'marketplace.empty')}
        description={filtered ? undefined : t('marketplace.empty_description')}
      />
    )
  }
  return (
    <Stack
      gap="xs"
      aria-busy={busy}
      style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {map.capped && (
        <Alert color="yellow" variant="light">
          {t('marketplace.map.capped', { limit: map.limit })}
        </Alert>
      )}
      <ChunkFailure message={t('marketplace.map.failed')}>
        <Suspense fallback={<MapLoading />}>
          <MarketplaceMap markers={map.markers} tiles={map.tiles} fitKey={fitKey} />
        </Suspense>
      </ChunkFailure>
      <Text size="sm" c="dimmed">
        {map.capped
          ? t('marketplace.map.count_capped', { count: map.markers.length })
          : t('marketplace.map.count', { count: map.markers.length })}{' '}
        {t('marketplace.map.keyboard')}
      </Text>
    </Stack>
  )
}
