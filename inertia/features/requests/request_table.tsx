import { Anchor, Table, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { money, date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { RequestStateBadge } from '~/features/requests/state_badge'
import type { RequestRow } from '~/features/requests/types'

/** A page of requests; `base` is /dealer/requests or /admin/requests. */
export function RequestTable({
  rows,
  base,
  showTeam = false,
}: {
  rows: RequestRow[]
  base: string
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
                <Anchor component={Link} href={`${base}/${row.id}`}>
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
