import { Alert, Anchor, Group, Stack, Text } from '@mantine/core'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconBroadcast } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters, useNavigating } from '~/lib/navigation'
import { useChannel } from '~/lib/realtime'
import type { Paginated, SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import {
  MarketplaceFilters,
  type CategoryOption,
  type MarketplaceFilterValues,
} from '~/features/marketplace/marketplace_filters'
import { MarketplaceList } from '~/features/marketplace/marketplace_list'
import { SavedSearches } from '~/features/marketplace/saved_searches'
import {
  loadMarketplaceMap,
  MapLoading,
  MarketplaceMapView,
  type MarketplaceMapData,
} from '~/features/marketplace/marketplace_map_view'
import {
  MarketplaceViewSwitch,
  type MarketplaceView,
} from '~/features/marketplace/marketplace_view_switch'

/** Transporter → Available transports: what the team may take, live, as a list or a map, filtered in the URL. */
export default function Marketplace({
  transports,
  map,
  view,
  refusal,
  filters,
  categories,
  savedSearches,
  newSince,
}: {
  transports: Paginated<Data.Marketplace.MarketplaceRow> | null
  /** deferred: the user's saved searches with their new transports */
  savedSearches?: Data.Marketplace.SavedSearchRow[]
  newSince: string | null
  map: MarketplaceMapData | null
  view: MarketplaceView
  refusal: string | null
  filters: MarketplaceFilterValues
  categories: CategoryOption[]
}) {
  const t = useT()
  const navigating = useNavigating()
  const { props } = usePage<SharedProps>()
  const teamId = props.auth?.currentTeam?.id
  const url = urlFor('transporter.marketplace.index')
  /* The view stays in the URL (view=map) and the filters apply to both. */
  const visit = (values: Partial<MarketplaceFilterValues>, next: MarketplaceView = view) =>
    applyFilters(url, { ...values, view: next === 'map' ? 'map' : null })
  const apply = (changes: Partial<MarketplaceFilterValues> | null) =>
    visit(changes === null ? { sort: filters.sort } : { ...filters, ...changes })
  /* A transport appeared or was taken: the list (or the map) reloads what this team may see. */
  useChannel(refusal ? null : 'transports/published', (message) => {
    if (message.type === 'marketplace.changed')
      router.reload({ only: [view === 'map' ? 'map' : 'transports'] })
  })
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'sort' && value)
  return (
    <>
      <Head title={t('marketplace.title')} />
      <PageHeader title={t('marketplace.title')} description={t('marketplace.description')} />
      {refusal ? (
        <Alert color="orange" title={t('marketplace.refusal.title')}>
          <Stack gap="xs">
            <Text size="sm">{t(`marketplace.refusal.${refusal}`)}</Text>
            {refusal === 'no_area_served' && teamId && (
              <Anchor component={Link} route="teams.services" routeParams={{ id: teamId }}>
                {t('marketplace.refusal.services_link')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <MarketplaceViewSwitch
              view={view}
              onChange={(next) => visit(filters, next)}
              prefetch={() => void loadMarketplaceMap()}
            />
            <Group gap={6}>
              <IconBroadcast size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t(view === 'map' ? 'marketplace.map.live' : 'marketplace.live')}
              </Text>
            </Group>
          </Group>
          <SavedSearches searches={savedSearches} filters={filters} view={view} />
          <MarketplaceFilters filters={filters} categories={categories} apply={apply} />
          {view === 'map' && map ? (
            /* The map stays mounted while new filters or a live update load (it keeps its view). */
            <MarketplaceMapView
              map={map}
              filtered={filtered}
              fitKey={JSON.stringify(filters)}
              busy={navigating}
            />
          ) : navigating ? (
            view === 'map' ? (
              <MapLoading />
            ) : (
              <ListLoading rows={6} />
            )
          ) : !transports || transports.data.length === 0 ? (
            <EmptyState
              title={t(filtered ? 'marketplace.empty_filtered' : 'marketplace.empty')}
              description={filtered ? undefined : t('marketplace.empty_description')}
            />
          ) : (
            <MarketplaceList transports={transports} filters={filters} newSince={newSince} />
          )}
        </Stack>
      )}
    </>
  )
}
