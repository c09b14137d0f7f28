import { Link } from '@adonisjs/inertia/react'
import { Anchor, Stack, Table } from '@mantine/core'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { OrderStateBadge } from '~/features/ordering/order_state_badge'
import { RowCard } from '~/components/row_card'

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
    <>
      <Stack hiddenFrom="sm" gap="xs">
        {orders.map((order) => (
          <RowCard
            key={order.id}
            title={
              <Anchor component={Link} route={showRoute} routeParams={{ id: order.id }}>
                {order.reference}
              </Anchor>
            }
            badge={<OrderStateBadge state={order.state} />}
            lines={[
              <span className="money" key="gross">
                {money(order.grossCents)}
              </span>,
              `${date(order.createdAt)} · ${t('ordering.orders.items')}: ${order.itemCount}`,
              showTeam && order.team?.name,
            ]}
          />
        ))}
      </Stack>
      <OrderRows orders={orders} showRoute={showRoute} showTeam={showTeam} />
    </>
  )
}

function OrderRows({
  orders,
  showRoute,
  showTeam,
}: {
  orders: Data.Ordering.Order[]
  showRoute: 'dealer.orders.show' | 'admin.orders.show'
  showTeam: boolean
}) {
  const t = useT()
  return (
    <Table.ScrollContainer minWidth={560} visibleFrom="sm">
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
