import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { OrderList } from '~/features/ordering/order_list'

/** Staff: every team's orders, filtered by state, searched by reference or team. */
export default function AdminOrders({
  orders,
  filters,
}: {
  orders: Paginated<Data.Ordering.Order>
  filters: { state: string | null; q: string | null }
}) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.title')} />
      <PageHeader title={t('ordering.orders.title')} />
      <OrderList orders={orders} filters={filters} staff />
    </>
  )
}
