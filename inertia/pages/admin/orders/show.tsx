import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { OrderDetailView } from '~/features/ordering/order_detail'
import type { OrderDetail } from '~/features/ordering/types'

/** Staff: one order of any team. */
export default function AdminOrderShow({ order }: { order: OrderDetail }) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.show_title', { reference: order.reference })} />
      <OrderDetailView
        order={order}
        backHref="/admin/orders"
        transportHref={(id) => `/admin/transports/${id}`}
      />
    </>
  )
}
