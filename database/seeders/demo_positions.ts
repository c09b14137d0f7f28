import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'
import TransportPosition from '#transports/models/transport_position'
import { provinceCoordinates } from '#shared/province_coordinates'
import { SIGNAL_LOST_AFTER_MINUTES } from '#shared/transport_position'

/** A point `share` of the way between two provinces' centres (a straight line: enough for a demo). */
function along(transport: Transport, share: number) {
  const from = provinceCoordinates(transport.pickupProvince)!
  const to = provinceCoordinates(transport.deliveryProvince)!
  return {
    lat: Math.round((from.lat + (to.lat - from.lat) * share) * 1e5) / 1e5,
    lng: Math.round((from.lng + (to.lng - from.lng) * share) * 1e5) / 1e5,
  }
}

/**
 * Demo positions (issue 11, "Tracking and position"): the transport in
 * transit has a trail whose last point is 4 minutes old ("aggiornata 4
 * minuti fa"); the one picked up last reported 45 minutes ago, beyond the
 * 30-minute threshold ("segnale perso"). Times are relative to the seeding.
 */
export async function seedPositionsDemo() {
  const now = DateTime.utc()
  const carrierUser = await User.findBy('email', 'transporter@example.com')
  const onTheRoad = await Transport.query()
    .whereIn('state', ['picked_up', 'in_transit'])
    .orderBy('id', 'asc')
  const rows: Partial<TransportPosition>[] = []
  for (const transport of onTheRoad) {
    const trail: [number, number, number][] =
      transport.state === 'in_transit'
        ? [
            [0.35, 64, 35],
            [0.45, 34, 22],
            [0.55, 4, 16],
          ]
        : [[0.12, SIGNAL_LOST_AFTER_MINUTES + 15, 40]]
    for (const [share, minutesAgo, accuracyM] of trail) {
      rows.push({
        transportId: transport.id,
        ...along(transport, share),
        accuracyM,
        speedMps: transport.state === 'in_transit' ? 24 : null,
        recordedAt: now.minus({ minutes: minutesAgo }),
        reporterUserId: carrierUser?.id ?? null,
      })
    }
  }
  await TransportPosition.createMany(rows)
}
