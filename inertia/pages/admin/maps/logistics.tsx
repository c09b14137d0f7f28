import { useMemo } from 'react'
import { Head } from '@inertiajs/react'
import { SegmentedControl, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { dateRange } from '@shared/format'
import { useT, useLocale } from '~/lib/i18n'
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
} from '~/features/maps/admin_map_view'

type LogisticsMap = Data.Maps.LogisticsMap
type Item = LogisticsMap['transports'][number]

const RADII = [10, 30, 50]
const place = (side: Item['pickup']) => `${side.city} (${side.province})`

/**
 * Admin → Maps → Logistics: the transports not picked up yet at their
 * pickup, grouped by province in the list, and the consolidations proposed
 * (nearby pickups and deliveries sharing pickup days) with the km saved.
 */
export default function MapsLogistics({
  map,
  filters,
}: {
  map: LogisticsMap
  filters: { radiusKm: number }
}) {
  const t = useT()
  const locale = useLocale()
  const { selected, focus, onSelect } = useFocus()
  const { points, routes, sections } = useMemo(() => {
    const byId = new Map(map.transports.map((item) => [item.id, item]))
    const grouped = new Set(map.consolidations.flatMap((group) => group.ids))
    const window = (range: { from: string; to: string }) => dateRange(range.from, range.to, locale)
    const drawn: MapPoint[] = []
    const lines: MapRoute[] = []
    for (const item of map.transports) {
      if (!item.located || !item.pickup.at || !item.delivery.at) continue
      const tone = grouped.has(item.id) ? 'orange' : 'blue'
      drawn.push({
        key: String(item.id),
        lat: item.pickup.at.lat,
        lng: item.pickup.at.lng,
        tone,
        title: item.reference,
        href: urlFor('admin.transports.show', { id: item.id }),
        lines: [
          `${place(item.pickup)} → ${place(item.delivery)}`,
          t('transports.vehicles', { count: item.vehicleCount }),
          t('maps.logistics.window', { window: window(item.window) }),
        ],
      })
      if (grouped.has(item.id)) {
        lines.push({
          key: String(item.id),
          from: [item.pickup.at.lat, item.pickup.at.lng],
          to: [item.delivery.at.lat, item.delivery.at.lng],
          tone,
          dashed: true,
        })
      }
    }
    const proposals: ListRow[] = map.consolidations.map((group) => {
      const members = group.ids.map((id) => byId.get(id)!).filter(Boolean)
      return {
        key: `group-${group.ids.join('-')}`,
        focus: group.ids.map(String),
        tone: 'orange',
        title: t('maps.logistics.group_title', {
          count: members.length,
          vehicles: group.vehicleCount,
        }),
        badge: t('maps.logistics.saving', { km: group.savingKm }),
        lines: [
          members.map((item) => item.reference).join(', '),
          `${place(members[0].pickup)} → ${place(members[0].delivery)}`,
          t('maps.logistics.window', { window: window(group.window) }),
          t('maps.logistics.km', { separate: group.separateKm, together: group.consolidatedKm }),
        ],
      }
    })
    const areas = new Map<string, ListRow[]>()
    for (const item of map.transports) {
      const area = item.pickup.province || '—'
      const rows = areas.get(area) ?? []
      rows.push({
        key: String(item.id),
        focus: item.located ? [String(item.id)] : [],
        tone: grouped.has(item.id) ? 'orange' : 'blue',
        title: item.reference,
        badge: t(`transports.state.${item.state}`),
        lines: [
          `${place(item.pickup)} → ${place(item.delivery)}`,
          `${t('transports.vehicles', { count: item.vehicleCount })} · ${window(item.window)}`,
        ],
      })
      areas.set(area, rows)
    }
    const byArea = [...areas.entries()]
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .map(([area, rows]) => ({
        key: `area-${area}`,
        title: t('maps.logistics.area', { province: area, count: rows.length }),
        rows,
      }))
    return {
      points: drawn,
      routes: lines,
      sections: [
        { key: 'groups', title: t('maps.logistics.groups_title'), rows: proposals },
        ...byArea,
      ],
    }
  }, [map.transports, map.consolidations, t, locale])
  const unplaced = map.transports.filter((item) => !item.located).length
  const saving = map.consolidations.reduce((sum, group) => sum + group.savingKm, 0)
  return (
    <>
      <Head title={t('maps.logistics.title')} />
      <PageHeader title={t('maps.title')} description={t('maps.logistics.description')} />
      <MapsTabs active="logistics" />
      <MapWithList
        empty={map.transports.length === 0}
        emptyDescription={t('maps.logistics.empty')}
        capped={map.capped}
        limit={map.limit}
        points={points}
        routes={routes}
        focus={focus}
        fitKey={JSON.stringify(filters)}
        tiles={map.tiles}
        label={t('maps.logistics.map_label')}
        legend={
          <Legend
            items={[
              { tone: 'orange', label: t('maps.logistics.legend_grouped') },
              { tone: 'blue', label: t('maps.logistics.legend_single') },
            ]}
          />
        }
        list={
          <SideList
            title={t('maps.logistics.list_title')}
            summary={[
              t('maps.logistics.count', { count: map.transports.length }),
              t('maps.logistics.groups', { count: map.consolidations.length, km: saving }),
              unplaced ? t('maps.unplaced', { count: unplaced }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            filters={
              <Stack gap={4}>
                <Text size="sm" fw={500} id="maps-radius">
                  {t('maps.logistics.radius')}
                </Text>
                <SegmentedControl
                  aria-labelledby="maps-radius"
                  data={RADII.map((km) => ({ value: String(km), label: `${km} km` }))}
                  value={String(filters.radiusKm)}
                  onChange={(radius) => applyFilters(urlFor('admin.maps.logistics'), { radius })}
                />
              </Stack>
            }
            sections={sections}
            selected={selected}
            onSelect={onSelect}
          />
        }
      />
    </>
  )
}
