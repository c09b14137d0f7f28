import { useMemo } from 'react'
import { Head } from '@inertiajs/react'
import { Select } from '@mantine/core'
import type { Data } from '@generated/data'
import { ITALIAN_REGIONS, regionName } from '@shared/italian_provinces'
import { number } from '@shared/format'
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

type TransportersMap = Data.Maps.TransportersMap
type Item = TransportersMap['transporters'][number]

const TONES: Record<Item['status'], MapTone> = {
  verified: 'teal',
  unverified: 'gray',
  suspended: 'red',
}

/**
 * Admin → Maps → Transporters: every carrier at its base, with its
 * capacity and rating; choosing one in the list tints the regions it serves.
 */
export default function MapsTransporters({
  map,
  filters,
}: {
  map: TransportersMap
  filters: { region: string | null }
}) {
  const t = useT()
  const { selected, focus, onSelect } = useFocus()
  const { points, rows } = useMemo(() => {
    const drawn: MapPoint[] = []
    const list: ListRow[] = []
    for (const item of map.transporters) {
      const lines = [
        item.base.city ? `${item.base.city} (${item.base.province})` : item.base.province || '—',
        item.capacity
          ? t('maps.transporters.capacity', { count: item.capacity })
          : t('maps.transporters.no_capacity'),
        item.rating.average !== null
          ? t('maps.transporters.rating', {
              average: number(item.rating.average, 1),
              count: item.rating.count,
            })
          : t('maps.transporters.no_rating'),
        item.regions.length
          ? t('maps.transporters.regions', { regions: item.regions.map(regionName).join(', ') })
          : t('maps.transporters.no_regions'),
      ]
      if (item.located && item.base.at) {
        drawn.push({
          key: String(item.id),
          lat: item.base.at.lat,
          lng: item.base.at.lng,
          tone: TONES[item.status],
          title: item.name,
          lines,
        })
      }
      list.push({
        key: String(item.id),
        focus: item.located ? [String(item.id)] : [],
        tone: TONES[item.status],
        title: item.name,
        badge: t(`maps.transporters.status.${item.status}`),
        lines,
      })
    }
    return { points: drawn, rows: list }
  }, [map.transporters, t])
  const regions = useMemo(() => {
    const chosen = map.transporters.find((item) => String(item.id) === selected)
    if (chosen) return chosen.regions
    return filters.region ? [filters.region] : []
  }, [map.transporters, selected, filters.region])
  const unplaced = rows.filter((row) => row.focus.length === 0).length
  const capacity = map.transporters.reduce((sum, item) => sum + (item.capacity ?? 0), 0)
  return (
    <>
      <Head title={t('maps.transporters.title')} />
      <PageHeader title={t('maps.title')} description={t('maps.transporters.description')} />
      <MapsTabs active="transporters" />
      <MapWithList
        empty={map.transporters.length === 0 && filters.region === null}
        emptyDescription={t('maps.transporters.empty')}
        capped={map.capped}
        limit={map.limit}
        points={points}
        regions={regions}
        focus={focus}
        fitKey={JSON.stringify(filters)}
        tiles={map.tiles}
        label={t('maps.transporters.map_label')}
        legend={
          <Legend
            items={(['verified', 'unverified', 'suspended'] as const).map((status) => ({
              tone: TONES[status],
              label: t(`maps.transporters.status.${status}`),
            }))}
          />
        }
        list={
          <SideList
            title={t('maps.transporters.list_title')}
            summary={[
              t('maps.transporters.count', { count: map.transporters.length }),
              t('maps.transporters.total_capacity', { count: capacity }),
              unplaced ? t('maps.unplaced', { count: unplaced }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            filters={
              <Select
                label={t('maps.transporters.region_filter')}
                placeholder={t('maps.transporters.all_regions')}
                data={ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name }))}
                value={filters.region}
                onChange={(region) => applyFilters(urlFor('admin.maps.transporters'), { region })}
                searchable
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
