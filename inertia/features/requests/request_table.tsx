import { Anchor, Table, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { money, date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { RequestStateBadge } from '~/features/requests/state_badge'

type Row = Data.Requests.TransportRequest & { team?: { id: number; name: string } | null }

/** A page of requests: the dealer's own (`dealer.requests.show`) or staff's (with the team). */
export function RequestTable({
  rows,
  showRoute,
  showTeam = false,
}: {
  rows: Row[]
  showRoute: 'dealer.requests.show' | 'admin.requests.show'
  showTeam?: boolean
}) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('requests.list.reference')}</Table.Th>
            {showTeam && <Table.Th>{t('requests.list.dealer')}</Table.Th>}
            <Table.Th>{t('requests.list.route')}</Table.Th>
            <Table.Th>{t('requests.list.pickup')}</Table.Th>
            <Table.Th>{t('requests.list.vehicles')}</Table.Th>
            <Table.Th>{t('requests.list.price')}</Table.Th>
            <Table.Th>{t('requests.list.state')}</Table.Th>
            <Table.Th>{t('requests.list.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} route={showRoute} routeParams={{ id: row.id }}>
                  {row.reference}
                </Anchor>
              </Table.Td>
              {showTeam && <Table.Td>{row.team?.name}</Table.Td>}
              <Table.Td>
                {row.pickup.city ?? '—'} ({row.pickup.province ?? '—'}) → {row.delivery.city ?? '—'}{' '}
                ({row.delivery.province ?? '—'})
              </Table.Td>
              <Table.Td>{row.pickup.dateFrom ? date(row.pickup.dateFrom) : '—'}</Table.Td>
              <Table.Td>{row.vehicleCount}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.grossCents !== null ? (
                  money(row.grossCents)
                ) : row.needsManualQuote ? (
                  <Text size="xs" c="orange">
                    {t('requests.list.manual')}
                  </Text>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <RequestStateBadge state={row.state} />
              </Table.Td>
              <Table.Td>{date(row.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
