import { lazy, Suspense, useState, type ReactNode } from 'react'
import {
  Alert,
  Badge,
  Box,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useNavigating } from '~/lib/navigation'
import { RouteTabs } from '~/components/route_tabs'
import { EmptyState } from '~/components/empty_state'
import { ChunkFailure, ChunkLoading } from '~/components/lazy_chunk_frame'
import type { MapPoint, MapRoute, MapTone } from '~/features/maps/map_types'

/**
 * A staff map (Admin → Maps) beside the list of what it draws. Leaflet, its
 * clustering plugin and the outline of Italy are the chunk ./map/admin_map.tsx,
 * loaded by this dynamic import only when a map page renders (a loading
 * state meanwhile, an error boundary if it cannot load). The list mirrors
 * the map: a row focuses its point; below 62em the list stacks under the map.
 */
export const loadAdminMap = () => import('~/features/maps/map/admin_map')
const AdminMap = lazy(loadAdminMap)

export type MapKind = 'overview' | 'logistics' | 'requests' | 'transporters'
export type { MapPoint, MapRoute, MapTone }
export type MapTilesProp = { urlTemplate: string; attribution: string } | null

/** The tabs between the four maps. */
export function MapsTabs({ active }: { active: MapKind }) {
  const t = useT()
  const kinds: MapKind[] = ['overview', 'logistics', 'requests', 'transporters']
  return (
    <RouteTabs
      active={active}
      label={t('maps.tabs')}
      mb="md"
      scrollable
      tabs={kinds.map((kind) => ({
        value: kind,
        label: t(`maps.${kind}.tab`),
        url: urlFor(`admin.maps.${kind}`),
      }))}
    />
  )
}

/** The colours of the map, named. */
export function Legend({ items }: { items: { tone: MapTone; label: string; hollow?: boolean }[] }) {
  const t = useT()
  return (
    <Group gap="md" wrap="wrap" aria-label={t('maps.legend')} role="list" data-testid="map-legend">
      {items.map((item) => (
        <Group key={`${item.tone}-${item.label}`} gap={6} role="listitem" wrap="nowrap">
          <Box
            w={12}
            h={12}
            bg={item.hollow ? 'white' : `${item.tone}.7`}
            bd={`2px solid var(--mantine-color-${item.tone}-7)`}
            style={{ borderRadius: '50%' }}
            aria-hidden
          />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  )
}

/** One row of the side list: a button that focuses the row's point(s) on the map. */
export type ListRow = {
  key: string
  /** the map's points this row stands for (none: not on the map) */
  focus: string[]
  tone: MapTone
  title: string
  badge?: string
  lines: string[]
}

function SideRow({
  row,
  selected,
  onSelect,
}: {
  row: ListRow
  selected: boolean
  onSelect: (row: ListRow) => void
}) {
  const t = useT()
  return (
    <UnstyledButton
      onClick={() => onSelect(row)}
      aria-pressed={selected}
      disabled={row.focus.length === 0}
      data-testid="map-list-row"
      data-focus={row.focus.length}
      w="100%"
      p="xs"
      bg={selected ? 'blue.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)', minWidth: 0 }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          w={10}
          h={10}
          mt={6}
          bg={`${row.tone}.7`}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          aria-hidden
        />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.title}
            </Text>
            {row.badge && (
              <Badge size="sm" variant="light" color={row.tone}>
                {row.badge}
              </Badge>
            )}
          </Group>
          {row.lines.map((line, index) => (
            <Text key={index} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
          {row.focus.length === 0 && (
            <Text size="xs" c="orange.8">
              {t('maps.no_position')}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  )
}

/** The side list: its title and counts, the filters, the rows (or a section of rows). */
export function SideList({
  title,
  summary,
  filters,
  sections,
  selected,
  onSelect,
}: {
  title: string
  summary: string
  filters?: ReactNode
  sections: { key: string; title?: string; rows: ListRow[] }[]
  selected: string | null
  onSelect: (row: ListRow) => void
}) {
  const t = useT()
  return (
    <Paper withBorder radius="md" p="sm" data-testid="map-list">
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed" data-testid="map-summary">
          {summary}
        </Text>
        {filters}
        <ScrollArea.Autosize mah={{ base: 'none', md: 'calc(min(70vh, 620px) - 120px)' } as never}>
          <Stack gap={4}>
            {sections.every((section) => section.rows.length === 0) && (
              <Text size="sm" c="dimmed" data-testid="map-list-empty">
                {t('maps.empty_filtered')}
              </Text>
            )}
            {sections.map((section) => (
              <Stack key={section.key} gap={2}>
                {section.title && (
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs">
                    {section.title}
                  </Text>
                )}
                {section.rows.map((row) => (
                  <SideRow
                    key={row.key}
                    row={row}
                    selected={selected === row.key}
                    onSelect={onSelect}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  )
}

/** The selected row of a side list and the points it focuses on the map. */
export function useFocus() {
  const [selected, setSelected] = useState<{ key: string; focus: string[] } | null>(null)
  return {
    selected: selected?.key ?? null,
    focus: selected?.focus ?? [],
    onSelect: (row: ListRow) => setSelected({ key: row.key, focus: row.focus }),
  }
}

/**
 * The page's body: a notice when capped, the map and its list side by side
 * (stacked on a phone), or the empty state when there is nothing at all.
 */
export function MapWithList({
  empty,
  emptyDescription,
  capped,
  limit,
  points,
  routes = [],
  regions = [],
  focus,
  fitKey,
  tiles,
  label,
  legend,
  list,
}: {
  empty: boolean
  emptyDescription: string
  capped: boolean
  limit: number
  points: MapPoint[]
  routes?: MapRoute[]
  regions?: string[]
  focus: string[]
  fitKey: string
  tiles: MapTilesProp
  label: string
  legend?: ReactNode
  list: ReactNode
}) {
  const t = useT()
  const busy = useNavigating()
  return (
    <Stack
      gap="sm"
      aria-busy={busy}
      style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {capped && (
        <Alert color="yellow" variant="light" data-testid="map-capped">
          {t('maps.capped', { limit })}
        </Alert>
      )}
      {empty ? (
        <EmptyState title={t('maps.empty')} description={emptyDescription} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xs">
              <ChunkFailure message={t('maps.map.failed')}>
                <Suspense fallback={<ChunkLoading label={t('maps.map.loading')} />}>
                  <AdminMap
                    points={points}
                    routes={routes}
                    regions={regions}
                    focus={focus}
                    fitKey={fitKey}
                    tiles={tiles}
                    label={label}
                  />
                </Suspense>
              </ChunkFailure>
              {legend}
              <Text size="sm" c="dimmed">
                {t('maps.map.keyboard')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}
