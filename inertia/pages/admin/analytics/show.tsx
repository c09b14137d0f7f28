import { Head } from '@inertiajs/react'
import { Anchor, Box, Button, Group, Select, Stack, Table, Text } from '@mantine/core'
import {
  IconBuildingStore,
  IconCoin,
  IconDownload,
  IconRoute,
  IconTruck,
  IconUsersGroup,
} from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters, useNavigating } from '~/lib/navigation'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { EmptyState } from '~/components/empty_state'
import { FilterPanel } from '~/components/filter_panel'
import { RouteTabs } from '~/components/route_tabs'
import { DateFilter } from '~/features/transports/date_filter'
import { AnalyticsChartView } from '~/features/analytics/analytics_chart_view'
import { formatCell, type AnalyticsRow, type AnalyticsTable } from '~/features/analytics/format'

type Kind = 'dealers' | 'transporters' | 'routes' | 'prices' | 'teams'
type Filters = {
  from: string
  to: string
  period: 'week' | 'month'
  pickupRegion: string | null
  deliveryRegion: string | null
  teamKind: 'dealer' | 'transporter' | null
}
type Option = { value: string; label: string }

/** Columns whose values are codes shown as words: team kinds, vehicle categories. */
const WORDS: Record<string, string> = { kind: 'analytics.kinds', category: 'requests.category' }

const PAGES = {
  dealers: { url: () => urlFor('admin.analytics.dealers'), icon: IconBuildingStore },
  transporters: { url: () => urlFor('admin.analytics.transporters'), icon: IconTruck },
  routes: { url: () => urlFor('admin.analytics.routes'), icon: IconRoute },
  prices: { url: () => urlFor('admin.analytics.prices'), icon: IconCoin },
  teams: { url: () => urlFor('admin.analytics.teams'), icon: IconUsersGroup },
} as const

const EXPORTS: Record<Kind, () => string> = {
  dealers: () => urlFor('admin.analytics.dealers.export'),
  transporters: () => urlFor('admin.analytics.transporters.export'),
  routes: () => urlFor('admin.analytics.routes.export'),
  prices: () => urlFor('admin.analytics.prices.export'),
  teams: () => urlFor('admin.analytics.teams.export'),
}

/** The page's filters as a query string (what the export repeats). */
function query(filters: Filters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value))
  }
  return params.toString()
}

function FilterBar({
  kind,
  filters,
  regions,
}: {
  kind: Kind
  filters: Filters
  regions: Option[]
}) {
  const t = useT()
  const visit = (next: Partial<Filters>) => applyFilters(PAGES[kind].url(), { ...filters, ...next })
  const regionSelect = (field: 'pickupRegion' | 'deliveryRegion') => (
    <Select
      label={t(`analytics.filters.${field}`)}
      placeholder={t('analytics.filters.all_regions')}
      data={regions}
      value={filters[field]}
      onChange={(value) => visit({ [field]: value })}
      clearable
      searchable
      w={{ base: '100%', sm: 200 }}
    />
  )
  const extra = [filters.pickupRegion, filters.deliveryRegion, filters.teamKind]
  return (
    <FilterPanel active={extra.filter(Boolean).length}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <DateFilter
          label={t('analytics.filters.from')}
          value={filters.from}
          onChange={(from) => visit({ from: from ?? undefined })}
        />
        <DateFilter
          label={t('analytics.filters.to')}
          value={filters.to}
          onChange={(to) => visit({ to: to ?? undefined })}
        />
        <Select
          label={t('analytics.filters.period')}
          data={[
            { value: 'week', label: t('analytics.period.week') },
            { value: 'month', label: t('analytics.period.month') },
          ]}
          value={filters.period}
          onChange={(period) => period && visit({ period: period as Filters['period'] })}
          allowDeselect={false}
          w={{ base: '100%', sm: 150 }}
        />
        {kind === 'routes' && regionSelect('pickupRegion')}
        {kind === 'routes' && regionSelect('deliveryRegion')}
        {kind === 'teams' && (
          <Select
            label={t('analytics.filters.teamKind')}
            placeholder={t('analytics.filters.all_teams')}
            data={[
              { value: 'dealer', label: t('analytics.kinds.dealer') },
              { value: 'transporter', label: t('analytics.kinds.transporter') },
            ]}
            value={filters.teamKind}
            onChange={(teamKind) => visit({ teamKind: teamKind as Filters['teamKind'] })}
            clearable
            w={{ base: '100%', sm: 180 }}
          />
        )}
      </Group>
    </FilterPanel>
  )
}

function DataTable({
  table,
  cell,
}: {
  table: AnalyticsTable
  cell: (key: string, value: unknown) => string
}) {
  const t = useT()
  return (
    <Box style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0}>
      <Table striped verticalSpacing={6} fz="sm" style={{ minWidth: 120 * table.columns.length }}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.key} ta={column.type === 'text' ? 'left' : 'right'}>
                {t(`analytics.columns.${column.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, index) => (
            <Table.Tr key={index}>
              {table.columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.type === 'text' ? 'left' : 'right'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {cell(column.key, formatCell(column.type, row[column.key] ?? null))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}

function TableSection({
  kind,
  filters,
  table,
}: {
  kind: Kind
  filters: Filters
  table: AnalyticsTable
}) {
  const t = useT()
  const cell = (key: string, value: unknown) =>
    key in WORDS && value !== '–' ? t(`${WORDS[key]}.${value}`) : String(value)
  const xColumn = table.columns.find((column) => column.key === table.chart?.x)
  const xLabel = (row: AnalyticsRow) => {
    const x = table.chart!.x
    const label = cell(x, formatCell(xColumn?.type ?? 'text', row[x] ?? null))
    /* price per km: one bar per category and distance band */
    return typeof row.band === 'string' && x === 'category' ? `${label} ${row.band}` : label
  }
  return (
    <Section
      title={t(`analytics.tables.${table.key}.title`)}
      description={t(`analytics.tables.${table.key}.description`)}
    >
      {table.rows.length === 0 ? (
        <EmptyState title={t('analytics.empty')} description={t('analytics.empty_description')} />
      ) : (
        <Stack gap="md">
          {table.chart && <AnalyticsChartView table={table} xLabel={xLabel} />}
          <DataTable table={table} cell={cell} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="xs" c="dimmed">
              {table.total > table.rows.length
                ? t('analytics.rows_shown', { shown: table.rows.length, total: table.total })
                : t('analytics.rows', { count: table.total })}
            </Text>
            <Button
              component="a"
              href={`${EXPORTS[kind]()}?${query(filters, { table: table.key })}`}
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              {t('analytics.export_csv')}
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  )
}

/** Admin → Analytics: one page per kind (tabs), a date range and filters in the URL, charts and their tables. */
export default function AdminAnalytics({
  kind,
  filters,
  tables,
  regions,
}: {
  kind: Kind
  filters: Filters
  tables: AnalyticsTable[]
  regions: Option[]
}) {
  const t = useT()
  const navigating = useNavigating()
  const tabs = (Object.keys(PAGES) as Kind[]).map((value) => ({
    value,
    label: t(`analytics.pages.${value}.tab`),
    url: `${PAGES[value].url()}?${query({ ...filters, pickupRegion: null, deliveryRegion: null, teamKind: null })}`,
    icon: PAGES[value].icon,
  }))
  return (
    <>
      <Head title={t(`analytics.pages.${kind}.title`)} />
      <PageHeader
        title={t(`analytics.pages.${kind}.title`)}
        description={t(`analytics.pages.${kind}.description`)}
      />
      <RouteTabs active={kind} label={t('analytics.nav')} tabs={tabs} scrollable />
      <Stack gap="lg" aria-busy={navigating} style={{ opacity: navigating ? 0.6 : 1 }}>
        <FilterBar kind={kind} filters={filters} regions={regions} />
        <Text size="sm" c="dimmed">
          {t('analytics.range', {
            from: formatCell('day', filters.from),
            to: formatCell('day', filters.to),
          })}{' '}
          <Anchor href={`${PAGES[kind].url()}`} size="sm">
            {t('analytics.reset')}
          </Anchor>
        </Text>
        {tables.map((table) => (
          <TableSection key={table.key} kind={kind} filters={filters} table={table} />
        ))}
      </Stack>
    </>
  )
}
