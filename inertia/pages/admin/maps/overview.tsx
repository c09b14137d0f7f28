import { useMemo } from 'react'
import { Head } from '@inertiajs/react'
import { Select } from '@mantine/core'
import type { Data } from '@generated/data'
import { date, dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import { PageHeader } from '~/components/page_header'
import {
  Legend,
  MapsTabs,
  MapWithList,
  SideList,
  useFocus,
  type ListRow,
  type MapPoint,
  type MapRoute,
  type MapTone,
} from '~/features/maps/admin_map_view'

type OverviewMap = Data.Maps.OverviewMap
type Item = OverviewMap['transports'][number]

const STATES = ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit'] as const
const TONES: Record<string, MapTone> = {
  assigned: 'grape',
  pickup_scheduled: 'orange',
  picked_up: 'teal',
  in_transit: 'blue',
}

const place = (side: Item['pickup']) => `${side.city} (${side.province})`

/** A transport on the map: a dot at its last position, else a ring at its pickup and the route line. */
function pointOf(item: Item, lines: string[]): MapPoint | null {
  const tone = TONES[item.state] ?? 'gray'
  const common = { key: String(item.id), tone, title: item.reference, lines }
  const href = urlFor('admin.transports.show', { id: item.id })
  if (item.position) return { ...common, href, lat: item.position.lat, lng: item.position.lng }
  if (!item.located || !item.pickup.at) return null
  return { ...common, href, hollow: true, lat: item.pickup.at.lat, lng: item.pickup.at.lng }
}

/** Admin → Maps → Overview: the transports under way, coloured by state. */
export default function MapsOverview({
  map,
  filters,
}: {
  map: OverviewMap
  filters: { state: string | null }
}) {
  const t = useT()
  const { selected, focus, onSelect } = useFocus()
  const linesOf = (item: Item) => [
    `${place(item.pickup)} → ${place(item.delivery)}`,
    t(`transports.state.${item.state}`),
    item.carrierName ?? t('maps.overview.no_carrier'),
    item.position
      ? t('maps.overview.position_at', { time: dateTimeMinutes(item.position.recordedAt) })
      : item.pickupOn
        ? t('maps.overview.route_pickup_on', { date: date(item.pickupOn) })
        : t('maps.overview.route'),
  ]
  const { points, routes, rows } = useMemo(() => {
    const drawn: MapPoint[] = []
    const lines: MapRoute[] = []
    const list: ListRow[] = []
    for (const item of map.transports) {
      const text = linesOf(item)
      const point = pointOf(item, text)
      if (point) drawn.push(point)
      if (!item.position && item.pickup.at && item.delivery.at) {
        lines.push({
          key: String(item.id),
          from: [item.pickup.at.lat, item.pickup.at.lng],
          to: [item.delivery.at.lat, item.delivery.at.lng],
          tone: TONES[item.state] ?? 'gray',
          dashed: true,
        })
      }
      list.push({
        key: String(item.id),
        focus: point ? [point.key] : [],
        tone: TONES[item.state] ?? 'gray',
        title: item.reference,
        badge: t(`transports.state.${item.state}`),
        lines: [text[0], text[2], text[3]],
      })
    }
    return { points: drawn, routes: lines, rows: list }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map.transports, t])
  const unplaced = rows.filter((row) => row.focus.length === 0).length
  const positioned = map.transports.filter((item) => item.position).length
  return (
    <>
      <Head title={t('maps.overview.title')} />
      <PageHeader title={t('maps.title')} description={t('maps.overview.description')} />
      <MapsTabs active="overview" />
      <MapWithList
        empty={map.transports.length === 0 && filters.state === null}
        emptyDescription={t('maps.overview.empty')}
        capped={map.capped}
        limit={map.limit}
        points={points}
        routes={routes}
        focus={focus}
        fitKey={JSON.stringify(filters)}
        tiles={map.tiles}
        label={t('maps.overview.map_label')}
        legend={
          <Legend
            items={[
              ...STATES.map((state) => ({
                tone: TONES[state],
                label: t(`transports.state.${state}`),
              })),
              { tone: 'gray' as MapTone, label: t('maps.overview.legend_route'), hollow: true },
            ]}
          />
        }
        list={
          <SideList
            title={t('maps.overview.list_title')}
            summary={[
              t('maps.overview.count', { count: map.transports.length }),
              t('maps.overview.positioned', { count: positioned }),
              unplaced ? t('maps.unplaced', { count: unplaced }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            filters={
              <Select
                label={t('maps.overview.state_filter')}
                placeholder={t('maps.overview.all_states')}
                data={STATES.map((state) => ({
                  value: state,
                  label: t(`transports.state.${state}`),
                }))}
                value={filters.state}
                onChange={(state) => applyFilters(urlFor('admin.maps.overview'), { state })}
                clearable
              />
            }
            sections={[{ key: 'all', rows }]}
            selected={selected}
            onSelect={onSelect}
          />
        }
      />
    </>
  )
}
