import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { OrderDetailView } from '~/features/ordering/order_detail'

/** Staff: one order of any team. */
export default function AdminOrderShow({
  order,
  can,
}: {
  order: Data.Ordering.Order.Variants['forDetail']
  can: { cancel: boolean }
}) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.show_title', { reference: order.reference })} />
      <OrderDetailView order={order} area="admin" canCancel={can.cancel} />
    </>
  )
}
