import type Transport from '#transports/models/transport'
import { positionPanel } from '#transports/queries/positions'
import PositionTransformer from '#transports/transformers/position_transformer'

/**
 * The `position` prop of the dealer's transport page and the public tracking
 * page (their map): blurred to the pickup town before the pickup, the last
 * position on the road, nothing after the delivery.
 */
export async function positionProps(
  transport: Pick<Transport, 'id' | 'state' | 'pickupProvince' | 'deliveryProvince'>
) {
  return { position: PositionTransformer.transform(await positionPanel(transport)) }
}
