import { Link } from '@adonisjs/inertia/react'
import { Table } from '@mantine/core'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { OrderStateBadge } from '~/features/ordering/order_state_badge'

/** Orders as a table; the staff's adds the team column. */
export function OrderTable({
  orders,
  showRoute,
}: {
  orders: Data.Ordering.Order[]
  /** The page a row links to; the staff's rows also show the team. */
  showRoute: 'dealer.orders.show' | 'admin.orders.show'
}) {
  const showTeam = showRoute === 'admin.orders.show'
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
                <Link route={showRoute} routeParams={{ id: order.id }}>
                  {order.reference}
                </Link>
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
