import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { OrderList } from '~/features/ordering/order_list'
import type { OrderList as Orders } from '~/features/ordering/types'

/** Staff: every team's orders, filtered by state, searched by reference or team. */
export default function AdminOrders({
  orders,
  filters,
}: {
  orders: Orders
  filters: { state: string | null; q: string | null }
}) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.title')} />
      <PageHeader title={t('ordering.orders.title')} />
      <OrderList orders={orders} filters={filters} url="/admin/orders" staff />
    </>
  )
}
