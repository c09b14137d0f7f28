import { OrderShowPage, type OrderShowProps } from '~/features/ordering/order_detail'

/** Staff: one order of any team. */
export default function AdminOrderShow(props: OrderShowProps) {
  return <OrderShowPage {...props} area="admin" />
}
