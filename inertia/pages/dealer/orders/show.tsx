import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { OrderDetailView } from '~/features/ordering/order_detail'
import type { OrderDetail } from '~/features/ordering/types'

/** One of the dealer's orders, with cancel-and-refund before assignment. */
export default function DealerOrderShow({ order }: { order: OrderDetail }) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.show_title', { reference: order.reference })} />
      <OrderDetailView
        order={order}
        backHref="/dealer/orders"
        transportHref={(id) => `/dealer/transports/${id}`}
        cancelUrl={`/dealer/orders/${order.id}/cancel`}
      />
    </>
  )
}
