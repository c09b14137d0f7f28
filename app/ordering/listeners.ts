/*
| The ordering side of a transport's transitions: an order whose transports
| are all cancelled becomes `refunded` (each cancellation refunded its part),
| in the transition's own transaction.
*/
import { onTransition } from '#transports/transition_effects'
import { refundOrderWhenAllCancelled } from '#ordering/actions/cancel_order'

onTransition(refundOrderWhenAllCancelled)
