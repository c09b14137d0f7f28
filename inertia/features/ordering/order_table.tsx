import { Link } from '@inertiajs/react'
import { Table } from '@mantine/core'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { OrderStateBadge } from '~/features/ordering/order_state_badge'
import type { OrderRow } from '~/features/ordering/types'

/** Orders as a table; `showTeam` adds the team column (staff). */
export function OrderTable({
  orders,
  href,
  showTeam = false,
}: {
  orders: OrderRow[]
  href: (id: number) => string
  showTeam?: boolean
}) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ordering.orders.reference')}</Table.Th>
            {showTeam && <Table.Th>{t('ordering.orders.team')}</Table.Th>}
            <Table.Th>{t('ordering.orders.date')}</Table.Th>
            <Table.Th>{t('ordering.orders.state')}</Table.Th>
            <Table.Th ta="right">{t('ordering.orders.items')}</Table.Th>
            <Table.Th ta="right">{t('ordering.orders.gross')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Link href={href(order.id)}>{order.reference}</Link>
              </Table.Td>
              {showTeam && <Table.Td>{order.team?.name}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(order.createdAt)}</Table.Td>
              <Table.Td>
                <OrderStateBadge state={order.state} />
              </Table.Td>
              <Table.Td ta="right">{order.itemCount}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(order.grossCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
