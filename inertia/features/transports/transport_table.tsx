import { Anchor, Stack, Table, Text } from '@mantine/core'
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

type Row = Data.Transports.Transport | Data.Transports.Transport.Variants['forStaffRow']

/** Paginated transports table; the page and filters live in the URL. */
export function TransportTable({
  transports,
  filters,
  showRoute,
  filtered = false,
}: {
  transports: Paginated<Row>
  filters: Record<string, string | null>
  /** The page a row links to (the staff's rows also show the dealer and the carrier). */
  showRoute: 'dealer.transports.show' | 'admin.transports.show'
  filtered?: boolean
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
      />
    )
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={showTeams ? 900 : 640}>
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
                <Table.Td>
                  <Anchor
                    component={Link}
                    route={showRoute}
                    routeParams={{ id: row.id }}
                    fw={500}
                    className="nowrap"
                  >
                    {row.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {row.pickupCity} ({row.pickupProvince}) → {row.deliveryCity} (
                    {row.deliveryProvince})
                  </Text>
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
