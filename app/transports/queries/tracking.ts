import Transport from '#transports/models/transport'
import { isTrackingToken } from '#transports/domain/tracking'

/** The transport behind a public tracking link, with its timeline (null for an unknown or malformed token). */
export async function transportByToken(token: unknown) {
  if (!isTrackingToken(token)) return null
  return Transport.query()
    .where('tracking_token', token)
    .select(
      'id',
      'reference',
      'state',
      'tracking_token',
      'pickup_city',
      'pickup_province',
      'pickup_referent_name',
      'delivery_city',
      'delivery_province',
      'delivery_referent_name',
      'vehicle_count',
      'pickup_on',
      'delivery_estimate_on',
      'picked_up_at',
      'delivered_at',
      'created_at',
      'updated_at'
    )
    .preload('events', (events) =>
      events
        .select('id', 'transport_id', 'type', 'to_state', 'created_at')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
    )
    .first()
}

/** Whether a tracking token belongs to a transport (the public channel's authorization). */
export async function trackingTokenExists(token: unknown) {
  if (!isTrackingToken(token)) return false
  return (await Transport.query().where('tracking_token', token).select('id').first()) !== null
}
