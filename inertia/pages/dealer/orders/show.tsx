import { OrderShowPage, type OrderShowProps } from '~/features/ordering/order_detail'

/** One of the dealer's orders, with cancel-and-refund before assignment. */
export default function DealerOrderShow(props: OrderShowProps) {
  return <OrderShowPage {...props} area="dealer" />
}
