import { useState } from 'react'
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconSearch } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import { applyFilters, useNavigating } from '~/lib/navigation'
import type { Paginated, SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { EmptyAction } from '~/components/empty_action'
import { ListLoading } from '~/components/list_loading'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { DateFilter } from '~/features/transports/date_filter'
import { TransportStateBadge } from '~/features/transports/state_badge'
import { pickupWhen } from '~/features/drivers/pickup_when'

type Row = Data.Transports.TransportRow.Variants['forCarrierRow']

export type CarrierFilters = {
  state: string | null
  from: string | null
  to: string | null
  q: string | null
}

/**
 * Transporter → Transports: the team's transports (a driver: only those
 * assigned to them), filtered in the URL by state, pickup dates and a search
 * on the reference and towns; live (a change of any of the team's transports
 * reloads the list).
 */
export function CarrierTransportList({
  transports,
  filters,
  states,
}: {
  transports: Paginated<Row>
  filters: CarrierFilters
  states: string[]
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const driver = props.auth?.currentTeam?.role === 'driver'
  const url = urlFor('transporter.transports.index')
  const set = (changes: Partial<CarrierFilters>) => applyFilters(url, { ...filters, ...changes })
  const [search, setSearch] = useState(filters.q ?? '')
  useChannel(props.auth?.channels.team, (message) => {
    if (message.type === 'transport.state_changed') router.reload({ only: ['transports'] })
  })
  const filtered = Object.values(filters).some(Boolean)
  const title = t('transports.nav.transporter_transports')
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={
          driver ? t('drivers.list.driver_description') : t('transports.transporter_description')
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              set({ q: search.trim() || null })
            }}
          >
            <TextInput
              label={t('drivers.list.search')}
              placeholder={t('drivers.list.search_placeholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onBlur={() =>
                search.trim() !== (filters.q ?? '') && set({ q: search.trim() || null })
              }
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={60}
              w={220}
              type="search"
            />
          </form>
          <Select
            label={t('transports.filters.state')}
            placeholder={t('transports.filters.all_states')}
            data={states.map((state) => ({ value: state, label: t(`transports.state.${state}`) }))}
            value={filters.state}
            onChange={(value) => set({ state: value })}
            clearable
            w={200}
          />
          <DateFilter
            label={t('transports.filters.from')}
            value={filters.from}
            onChange={(from) => set({ from })}
          />
          <DateFilter
            label={t('transports.filters.to')}
            value={filters.to}
            onChange={(to) => set({ to })}
          />
          {filtered && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch('')
                applyFilters(url, {})
              }}
            >
              {t('transports.filters.reset')}
            </Button>
          )}
        </Group>
        <CarrierTable
          transports={transports}
          filters={filters}
          filtered={filtered}
          driver={driver}
        />
      </Stack>
    </>
  )
}

function CarrierTable({
  transports,
  filters,
  filtered,
  driver,
}: {
  transports: Paginated<Row>
  filters: CarrierFilters
  filtered: boolean
  driver: boolean
}) {
  const t = useT()
  const navigating = useNavigating()
  if (navigating) return <ListLoading rows={6} />
  if (transports.data.length === 0) {
    if (filtered) return <EmptyState title={t('transports.empty_filtered')} />
    return driver ? (
      <EmptyState
        title={t('drivers.list.driver_empty')}
        description={t('drivers.list.driver_empty_description')}
      />
    ) : (
      <EmptyState
        title={t('transports.empty')}
        description={t('transports.empty_description')}
        action={
          <EmptyAction
            route="transporter.marketplace.index"
            label={t('transports.transporter_empty_action')}
          />
        }
      />
    )
  }
  const reference = (row: Row) => (
    <Anchor
      component={Link}
      route="transporter.transports.show"
      routeParams={{ id: row.id }}
      fw={500}
    >
      {row.reference}
    </Anchor>
  )
  const route = (row: Row) =>
    `${row.pickupCity} (${row.pickupProvince}) → ${row.deliveryCity} (${row.deliveryProvince})`
  const pickup = (row: Row) => pickupWhen(row.pickupOn, row.pickupSlotFrom, row.pickupSlotTo)
  return (
    <Stack gap="sm">
      <Stack hiddenFrom="sm" gap="xs">
        {transports.data.map((row) => (
          <RowCard
            key={row.id}
            title={reference(row)}
            badge={<TransportStateBadge state={row.state} size="sm" />}
            lines={[
              route(row),
              `${t('drivers.list.pickup_column')}: ${pickup(row)}`,
              `${t('transports.columns.delivery_estimate_on')}: ${row.deliveryEstimateOn ? date(row.deliveryEstimateOn) : '—'}`,
              `${t('transports.vehicles', { count: row.vehicleCount })}${!driver && row.driverName ? ` · ${t('drivers.driver')}: ${row.driverName}` : ''}`,
            ]}
          />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transports.columns.reference')}</Table.Th>
              <Table.Th>{t('transports.columns.route')}</Table.Th>
              <Table.Th>{t('transports.columns.vehicles')}</Table.Th>
              <Table.Th>{t('drivers.list.pickup_column')}</Table.Th>
              <Table.Th>{t('transports.columns.delivery_estimate_on')}</Table.Th>
              {!driver && <Table.Th>{t('drivers.list.driver_column')}</Table.Th>}
              <Table.Th>{t('transports.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transports.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className="nowrap">{reference(row)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{route(row)}</Text>
                </Table.Td>
                <Table.Td>{row.vehicleCount}</Table.Td>
                <Table.Td className="nowrap">{pickup(row)}</Table.Td>
                <Table.Td className="nowrap">
                  {row.deliveryEstimateOn ? date(row.deliveryEstimateOn) : '—'}
                </Table.Td>
                {!driver && <Table.Td>{row.driverName ?? '—'}</Table.Td>}
                <Table.Td>
                  <TransportStateBadge state={row.state} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        meta={transports.metadata}
        filters={filters}
        summary={t('transports.total', { count: transports.metadata.total })}
      />
    </Stack>
  )
}
