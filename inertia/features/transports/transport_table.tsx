import { Anchor, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { ListPagination } from '~/components/list_pagination'
import { useNavigating } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { TransportStateBadge } from '~/features/transports/state_badge'
import { RowCard } from '~/components/row_card'

type Row = Data.Transports.TransportRow | Data.Transports.TransportRow.Variants['forStaffRow']

/** Paginated transports table; the page and filters live in the URL. */
export function TransportTable({
  transports,
  filters,
  showRoute,
  filtered = false,
  emptyAction,
}: {
  transports: Paginated<Row>
  filters: Record<string, string | null>
  /** The page a row links to (the staff's rows also show the dealer and the carrier). */
  showRoute: 'dealer.transports.show' | 'admin.transports.show' | 'transporter.transports.show'
  filtered?: boolean
  /** The next step when there is no transport at all. */
  emptyAction?: ReactNode
}) {
  const t = useT()
  const navigating = useNavigating()
  const showTeams = showRoute === 'admin.transports.show'
  if (navigating) return <ListLoading rows={6} />
  if (transports.data.length === 0) {
    return (
      <EmptyState
        title={filtered ? t('transports.empty_filtered') : t('transports.empty')}
        description={filtered ? undefined : t('transports.empty_description')}
        action={filtered ? undefined : emptyAction}
      />
    )
  }
  const reference = (row: Row) => (
    <Anchor component={Link} route={showRoute} routeParams={{ id: row.id }} fw={500}>
      {row.reference}
    </Anchor>
  )
  const route = (row: Row) =>
    `${row.pickupCity} (${row.pickupProvince}) → ${row.deliveryCity} (${row.deliveryProvince})`
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
              `${t('transports.columns.pickup_on')}: ${row.pickupOn ? date(row.pickupOn) : '—'} · ${t('transports.columns.delivery_estimate_on')}: ${row.deliveryEstimateOn ? date(row.deliveryEstimateOn) : '—'}`,
              t('transports.vehicles', { count: row.vehicleCount }),
              showTeams &&
                [
                  'dealerName' in row && row.dealerName,
                  'transporterName' in row && row.transporterName,
                ]
                  .filter(Boolean)
                  .join(' → '),
            ]}
          />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={showTeams ? 900 : 640} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transports.columns.reference')}</Table.Th>
              <Table.Th>{t('transports.columns.route')}</Table.Th>
              {showTeams && <Table.Th>{t('transports.columns.dealer')}</Table.Th>}
              {showTeams && <Table.Th>{t('transports.columns.transporter')}</Table.Th>}
              <Table.Th>{t('transports.columns.vehicles')}</Table.Th>
              <Table.Th>{t('transports.columns.pickup_on')}</Table.Th>
              <Table.Th>{t('transports.columns.delivery_estimate_on')}</Table.Th>
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
                {showTeams && <Table.Td>{('dealerName' in row && row.dealerName) || '—'}</Table.Td>}
                {showTeams && (
                  <Table.Td>{('transporterName' in row && row.transporterName) || '—'}</Table.Td>
                )}
                <Table.Td>{row.vehicleCount}</Table.Td>
                <Table.Td className="nowrap">{row.pickupOn ? date(row.pickupOn) : '—'}</Table.Td>
                <Table.Td className="nowrap">
                  {row.deliveryEstimateOn ? date(row.deliveryEstimateOn) : '—'}
                </Table.Td>
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
