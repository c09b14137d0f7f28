import { useMemo } from 'react'
import { Head } from '@inertiajs/react'
import { Select } from '@mantine/core'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
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
  type MapTone,
} from '~/features/maps/admin_map_view'

type RequestsMap = Data.Maps.RequestsMap
type Item = RequestsMap['requests'][number]

const STATES = ['submitted', 'quoted'] as const
const TONES: Record<string, MapTone> = { submitted: 'orange', quoted: 'teal' }
const place = (side: Item['pickup']) => `${side.city} (${side.province})`

/** Admin → Maps → Requests: the requests not ordered yet, at their pickup place. */
export default function MapsRequests({
  map,
  filters,
}: {
  map: RequestsMap
  filters: { state: string | null }
}) {
  const t = useT()
  const { selected, focus, onSelect } = useFocus()
  const { points, rows } = useMemo(() => {
    const drawn: MapPoint[] = []
    const list: ListRow[] = []
    for (const item of map.requests) {
      const tone = TONES[item.state] ?? 'gray'
      const lines = [
        `${place(item.pickup)} → ${place(item.delivery)}`,
        `${item.dealerName} · ${t('transports.vehicles', { count: item.vehicleCount })}`,
        item.quoteGrossCents !== null
          ? t('maps.requests.quote', {
              amount: money(item.quoteGrossCents),
              date: item.quoteExpiresAt ? date(item.quoteExpiresAt) : '—',
            })
          : item.needsManualQuote
            ? t('maps.requests.manual')
            : t('maps.requests.waiting'),
      ]
      if (item.pickupDateFrom)
        lines.push(t('maps.requests.pickup_from', { date: date(item.pickupDateFrom) }))
      if (item.located && item.pickup.at) {
        drawn.push({
          key: String(item.id),
          lat: item.pickup.at.lat,
          lng: item.pickup.at.lng,
          tone,
          title: item.reference,
          href: urlFor('admin.requests.show', { id: item.id }),
          lines,
        })
      }
      list.push({
        key: String(item.id),
        focus: item.located ? [String(item.id)] : [],
        tone,
        title: item.reference,
        badge: t(`requests.state.${item.state}`),
        lines,
      })
    }
    return { points: drawn, rows: list }
  }, [map.requests, t])
  const unplaced = rows.filter((row) => row.focus.length === 0).length
  const quoted = map.requests.filter((item) => item.state === 'quoted').length
  return (
    <>
      <Head title={t('maps.requests.title')} />
      <PageHeader title={t('maps.title')} description={t('maps.requests.description')} />
      <MapsTabs active="requests" />
      <MapWithList
        empty={map.requests.length === 0 && filters.state === null}
        emptyDescription={t('maps.requests.empty')}
        capped={map.capped}
        limit={map.limit}
        points={points}
        focus={focus}
        fitKey={JSON.stringify(filters)}
        tiles={map.tiles}
        label={t('maps.requests.map_label')}
        legend={
          <Legend
            items={STATES.map((state) => ({
              tone: TONES[state],
              label: t(`requests.state.${state}`),
            }))}
          />
        }
        list={
          <SideList
            title={t('maps.requests.list_title')}
            summary={[
              t('maps.requests.count', { count: map.requests.length }),
              t('maps.requests.quoted', { count: quoted }),
              unplaced ? t('maps.unplaced', { count: unplaced }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            filters={
              <Select
                label={t('maps.requests.state_filter')}
                placeholder={t('maps.requests.all_states')}
                data={STATES.map((state) => ({
                  value: state,
                  label: t(`requests.state.${state}`),
                }))}
                value={filters.state}
                onChange={(state) => applyFilters(urlFor('admin.maps.requests'), { state })}
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
