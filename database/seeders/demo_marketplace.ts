/**
 * Demo data of the marketplace, through the real actions: open bids on
 * published transports, a private session running (two carriers taking part,
 * bids on its transports), one that ended with its award and one scheduled
 * for tomorrow (one invitation pending, one revoked by staff). Trasporti
 * Bianchi's transports under way are delivered in Milan and Verona, where
 * loads start in the days after: its return loads (tests/functional/demo).
 */
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Transport from '#transports/models/transport'
import type PrivateSession from '#marketplace/models/private_session'
import PrivateSessionInvitation from '#marketplace/models/private_session_invitation'
import { placeBid } from '#marketplace/actions/place_bid'
import { createPrivateSession } from '#marketplace/actions/manage_private_sessions'
import { answerInvitation, revokeInvitation } from '#marketplace/actions/session_invitations'
import { awardPrivateSession } from '#marketplace/actions/award_private_sessions'
import { carrierOf } from '#marketplace/queries/marketplace'
import { mayTake } from '#marketplace/domain/eligibility'
import { toIsoDate } from '#transports/domain/dates'
import { nextWorkingDay } from '#shared/working_days'
import { withoutOpenSession } from '#marketplace/queries/session_membership'

type Carrier = { team: Team; user: User }

async function carrier(email: string): Promise<Carrier> {
  const user = await User.findByOrFail('email', email)
  return { user, team: await Team.findOrFail(user.currentTeamId) }
}

/** Published transports no session holds, oldest first. */
function onOffer() {
  return withoutOpenSession(Transport.query())
    .where('state', 'published')
    .whereNull('transporter_team_id')
    .orderBy('id', 'asc')
}

/** A pickup date the bid rules accept: the first working day of the window (or in 3 days). */
function pickupFor(transport: Transport) {
  const from = toIsoDate(transport.pickupDateFrom) ?? DateTime.now().plus({ days: 3 }).toISODate()!
  return nextWorkingDay(from)
}

/** A bid at `share` of the buy-now payout, when the carrier may bid on it (else nothing). */
async function bidOn(who: Carrier, transport: Transport, share: number, sessionId?: number) {
  return placeBid({
    transportId: transport.id,
    sessionId,
    teamId: who.team.id,
    userId: who.user.id,
    amountCents: Math.round(transport.payoutCents * share),
    pickupOn: pickupFor(transport),
    note: sessionId ? null : 'Bisarca in zona quel giorno',
  })
}

export async function seedMarketplaceDemo() {
  const admin = await User.findByOrFail('email', 'admin@example.com')
  const bianchi = await carrier('transporter@example.com')
  const neri = await carrier('transporter2@example.com')

  /* Open bids: each carrier bids on a few transports it may take. */
  const offered = await onOffer()
  for (const [who, shares] of [
    [bianchi, [1.05, 0.98, 1.12]],
    [neri, [1.08, 1.02]],
  ] as const) {
    const mine = offered.filter((transport) => mayTake(carrierOf(who.team), transport).ok)
    for (const [index, share] of shares.entries()) {
      if (mine[index]) await bidOn(who, mine[index], share)
    }
  }

  /* Private sessions: the last transports on offer (fewest bids). */
  const available = await onOffer()
  const pool = available.slice(-5)
  const later = available.at(-6)
  if (pool.length < 5 || !later) return
  const invite = async (sessionId: number) => {
    for (const invitation of await PrivateSessionInvitation.query().where(
      'private_session_id',
      sessionId
    ))
      await answerInvitation({
        invitationId: invitation.id,
        teamId: invitation.teamId,
        answer: 'accepted',
      })
  }

  /* One that ended yesterday: its bids placed while it ran, then the award. */
  const ended = await createPrivateSession({
    name: 'Sessione lotti Lombardia',
    startsAt: DateTime.now().plus({ minutes: 1 }),
    endsAt: DateTime.now().plus({ hours: 2 }),
    transportIds: pool.slice(0, 2).map((transport) => transport.id),
    teamIds: [bianchi.team.id, neri.team.id],
    userId: admin.id,
  })
  if (ended.ok) {
    await invite(ended.session.id)
    await moveSession(ended.session, DateTime.now().minus({ hours: 1 }), 2)
    await bidOn(bianchi, pool[0], 0.97, ended.session.id)
    await bidOn(neri, pool[0], 0.95, ended.session.id)
    await moveSession(ended.session, DateTime.now().minus({ days: 1, hours: 2 }), 1)
    await awardPrivateSession(ended.session.id)
  }

  /* One running until the day after tomorrow. */
  const running = await createPrivateSession({
    name: 'Sessione Centro-Sud',
    startsAt: DateTime.now().plus({ minutes: 1 }),
    endsAt: DateTime.now().plus({ days: 2 }),
    transportIds: pool.slice(2).map((transport) => transport.id),
    teamIds: [bianchi.team.id, neri.team.id],
    userId: admin.id,
  })
  if (running.ok) {
    await invite(running.session.id)
    await moveSession(running.session, DateTime.now().minus({ hours: 1 }), 49)
    await bidOn(neri, pool[2], 1.04, running.session.id)
    await bidOn(bianchi, pool[2], 1.01, running.session.id)
    await bidOn(bianchi, pool[3], 1.06, running.session.id)
  }

  /* One scheduled for tomorrow: Bianchi has not answered yet, Neri's invitation was revoked. */
  const scheduled = await createPrivateSession({
    name: 'Sessione Nord-Est',
    startsAt: DateTime.now().plus({ days: 1 }).startOf('hour'),
    endsAt: DateTime.now().plus({ days: 1, hours: 3 }).startOf('hour'),
    transportIds: [later.id],
    teamIds: [bianchi.team.id, neri.team.id],
    userId: admin.id,
  })
  if (scheduled.ok) {
    const revoked = await PrivateSessionInvitation.query()
      .where('private_session_id', scheduled.session.id)
      .where('team_id', neri.team.id)
      .firstOrFail()
    await revokeInvitation({ sessionId: scheduled.session.id, invitationId: revoked.id })
  }
}

/** Shifts a demo session into the past: starting at `start`, lasting `hours`. */
async function moveSession(session: PrivateSession, start: DateTime, hours: number) {
  session.startsAt = start
  session.endsAt = start.plus({ hours })
  session.scheduledEndAt = session.endsAt
  await session.save()
}
