import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import { OrderList } from '~/features/ordering/order_list'
import { EmptyAction } from '~/components/empty_action'

/** The dealer's orders, filtered by state. */
export default function DealerOrders({
  orders,
  filters,
}: {
  orders: Paginated<Data.Ordering.Order>
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
      <OrderList
        orders={orders}
        filters={filters}
        emptyAction={
          <EmptyAction route="dealer.cart.show" label={t('ordering.orders.empty_action')} />
        }
      />
    </>
  )
}
