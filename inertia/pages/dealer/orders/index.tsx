import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import { OrderList } from '~/features/ordering/order_list'
import type { OrderList as Orders } from '~/features/ordering/types'

/** The dealer's orders, filtered by state. */
export default function DealerOrders({
  orders,
  filters,
}: {
  orders: Orders
  filters: { state: string | null }
}) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.title')} />
      <PageHeader
        title={t('ordering.nav.payments')}
        description={t('ordering.orders.description')}
      />
      <PaymentsTabs active="orders" />
      <OrderList orders={orders} filters={filters} url="/dealer/orders" />
    </>
  )
}
