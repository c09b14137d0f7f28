import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Transport from '#transports/models/transport'
import Rating from '#ratings/models/rating'
import { mayRate } from '#ratings/domain/ratings'

/** What each side says, in turn (scores in the order of the direction's criteria). */
const DEALER_SAYS: [number, number, number, string | null][] = [
  [5, 4, 5, 'Puntuali, veicoli consegnati senza un graffio.'],
  [4, 5, 4, null],
  [4, 3, 5, 'Ritiro in ritardo di un giorno, ma ci hanno avvisato.'],
]
const CARRIER_SAYS: [number, number, number, string | null][] = [
  [5, 5, 4, 'Veicoli pronti e documenti in ordine.'],
  [3, 4, 4, 'Al ritiro una delle auto era ancora in officina.'],
  [4, 5, 5, null],
]

/**
 * Demo ratings (issue 11): the completed transports of the demo rated both
 * ways, written directly (like a rating given the day after completion).
 * The most recent completed transport is left unrated by both sides, so its
 * pages show the forms; the one completed more than 30 days ago shows that
 * the time to rate has passed (it was rated in time).
 */
export async function seedRatingsDemo() {
  const dealerUser = await User.findByOrFail('email', 'dealer@example.com')
  const carrierUser = await User.findByOrFail('email', 'transporter@example.com')
  const completed = await Transport.query()
    .where('state', 'completed')
    .whereNotNull('transporter_team_id')
    .whereNotNull('completed_at')
    .orderBy('completed_at', 'desc')
  for (const [index, transport] of completed.slice(1).entries()) {
    const ratedAt = transport.completedAt!.plus({ days: 1 })
    /* only ratings the rules allowed when they were given */
    if (!mayRate(transport, transport.teamId, ratedAt).ok || ratedAt > DateTime.now()) continue
    const [d1, d2, d3, dealerComment] = DEALER_SAYS[index % DEALER_SAYS.length]!
    const [c1, c2, c3, carrierComment] = CARRIER_SAYS[index % CARRIER_SAYS.length]!
    await Rating.createMany([
      {
        transportId: transport.id,
        raterTeamId: transport.teamId,
        ratedTeamId: transport.transporterTeamId!,
        direction: 'dealer_to_carrier',
        score1: d1,
        score2: d2,
        score3: d3,
        comment: dealerComment,
        createdBy: dealerUser.id,
        createdAt: ratedAt,
      },
      {
        transportId: transport.id,
        raterTeamId: transport.transporterTeamId!,
        ratedTeamId: transport.teamId,
        direction: 'carrier_to_dealer',
        score1: c1,
        score2: c2,
        score3: c3,
        comment: carrierComment,
        createdBy: carrierUser.id,
        createdAt: ratedAt,
      },
    ])
  }
}
