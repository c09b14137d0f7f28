import { Anchor, Stack, Table, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { money, date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { RequestStateBadge } from '~/features/requests/state_badge'
import { RowCard } from '~/components/row_card'

type Row = Data.Requests.TransportRequestRow & { team?: { id: number; name: string } | null }

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
  const reference = (row: Row) => (
    <Anchor component={Link} route={showRoute} routeParams={{ id: row.id }}>
      {row.reference}
    </Anchor>
  )
  const route = (row: Row) =>
    `${row.pickup.city ?? '—'} (${row.pickup.province ?? '—'}) → ${row.delivery.city ?? '—'} (${row.delivery.province ?? '—'})`
  const price = (row: Row) =>
    row.grossCents !== null ? (
      money(row.grossCents)
    ) : row.needsManualQuote ? (
      <Text size="xs" c="orange" component="span">
        {t('requests.list.manual')}
      </Text>
    ) : (
      '—'
    )
  return (
    <>
      <Stack hiddenFrom="sm" gap="xs">
        {rows.map((row) => (
          <RowCard
            key={row.id}
            title={reference(row)}
            badge={<RequestStateBadge state={row.state} />}
            lines={[
              route(row),
              `${t('requests.list.pickup')}: ${row.pickup.dateFrom ? date(row.pickup.dateFrom) : '—'} · ${t('requests.list.vehicles')}: ${row.vehicleCount}`,
              <>
                {t('requests.list.price')}: {price(row)}
              </>,
              showTeam && row.team?.name,
            ]}
          />
        ))}
      </Stack>
      <RequestRows
        rows={rows}
        showTeam={showTeam}
        reference={reference}
        route={route}
        price={price}
      />
    </>
  )
}

function RequestRows({
  rows,
  showTeam,
  reference,
  route,
  price,
}: {
  rows: Row[]
  showTeam: boolean
  reference: (row: Row) => React.ReactNode
  route: (row: Row) => string
  price: (row: Row) => React.ReactNode
}) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={720} visibleFrom="sm">
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
              <Table.Td>{reference(row)}</Table.Td>
              {showTeam && <Table.Td>{row.team?.name}</Table.Td>}
              <Table.Td>{route(row)}</Table.Td>
              <Table.Td>{row.pickup.dateFrom ? date(row.pickup.dateFrom) : '—'}</Table.Td>
              <Table.Td>{row.vehicleCount}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{price(row)}</Table.Td>
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
