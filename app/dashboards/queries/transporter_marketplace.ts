/**
 * The marketplace on a carrier team's dashboard: its open bids, the private
 * sessions running that it takes part in, the invitations waiting for an
 * answer and the best return loads of its transports on their way. Each card
 * is one bounded query on an index (a window count gives the total beside
 * the first rows); towns and provinces only, as the marketplace shows them.
 * Shaped by TransporterMarketplaceTransformer.
 */
import db from '@adonisjs/lucid/services/db'
import { calendarDay, instant } from '#core/database/plain_rows'
import { databaseNow } from '#core/database/dialect'
import type { CarrierTeam } from '#marketplace/domain/eligibility'
import {
  bestReturnLoadsOf,
  carriedTransports,
  type ReturnLoad,
} from '#marketplace/queries/return_loads'

/** Rows each card shows. */
export const DASHBOARD_CARD_ROWS = 3
/** Return loads the dashboard suggests (over all the team's transports on their way). */
export const DASHBOARD_RETURN_LOADS = 5

type Counted<Row> = { total: number; rows: Row[] }

const totalOf = (rows: { total?: unknown }[]) => Number(rows[0]?.total ?? 0)

/** The team's open bids, those with the soonest pickup first, with their transport. */
async function openBids(teamId: number) {
  const rows = await db
    .from('bids')
    .join('transports', 'transports.id', 'bids.transport_id')
    .where('bids.team_id', teamId)
    .where('bids.state', 'open')
    .select(
      'bids.id',
      'bids.amount_cents',
      'bids.pickup_on',
      'bids.transport_id',
      'transports.reference',
      'transports.pickup_city',
      'transports.pickup_province',
      'transports.delivery_city',
      'transports.delivery_province'
    )
    .select(db.raw('count(*) over () as total'))
    .orderBy('bids.pickup_on', 'asc')
    .orderBy('bids.id', 'asc')
    .limit(DASHBOARD_CARD_ROWS)
  return {
    total: totalOf(rows),
    rows: rows.map((row) => ({
      id: Number(row.id),
      amountCents: Number(row.amount_cents),
      pickupOn: calendarDay(row.pickup_on),
      transport: {
        id: Number(row.transport_id),
        reference: String(row.reference),
        from: `${row.pickup_city} (${row.pickup_province})`,
        to: `${row.delivery_city} (${row.delivery_province})`,
      },
    })),
  }
}

/** The team's invitations (pending or accepted) to sessions not closed, joined to the sessions. */
function invitations(teamId: number, state: 'pending' | 'accepted') {
  return db
    .from('private_session_invitations')
    .join(
      'private_sessions',
      'private_sessions.id',
      'private_session_invitations.private_session_id'
    )
    .where('private_session_invitations.team_id', teamId)
    .where('private_session_invitations.state', state)
    .whereNull('private_sessions.closed_at')
    .where('private_sessions.ends_at', '>', databaseNow())
    .select(
      'private_session_invitations.id as invitation_id',
      'private_sessions.id',
      'private_sessions.name',
      'private_sessions.starts_at',
      'private_sessions.ends_at'
    )
    .select(db.raw('count(*) over () as total'))
    .limit(DASHBOARD_CARD_ROWS)
}

type SessionLine = { id: number; name: string; startsAt: string | null; endsAt: string | null }

const sessionLine = (row: Record<string, unknown>): SessionLine => ({
  id: Number(row.id),
  name: String(row.name),
  startsAt: instant(row.starts_at),
  endsAt: instant(row.ends_at),
})

/** The sessions running now that the team accepted, the soonest end first. */
async function runningSessions(teamId: number): Promise<Counted<SessionLine>> {
  const rows = await invitations(teamId, 'accepted')
    .where('private_sessions.starts_at', '<=', databaseNow())
    .orderBy('private_sessions.ends_at', 'asc')
    .orderBy('private_sessions.id', 'asc')
  return { total: totalOf(rows), rows: rows.map(sessionLine) }
}

/** The invitations waiting for the team's answer (sessions not ended), the soonest start first. */
async function waitingInvitations(teamId: number): Promise<Counted<SessionLine>> {
  const rows = await invitations(teamId, 'pending')
    .orderBy('private_sessions.starts_at', 'asc')
    .orderBy('private_sessions.id', 'asc')
  return { total: totalOf(rows), rows: rows.map(sessionLine) }
}

/** The best return loads of the team's transports on their way, with the transport each suits. */
async function returnLoads(team: CarrierTeam, teamId: number) {
  const carried = await carriedTransports(teamId)
  const loads: ReturnLoad[] = await bestReturnLoadsOf(team, carried, DASHBOARD_RETURN_LOADS)
  const byId = new Map(carried.map((transport) => [transport.id, transport]))
  return loads.map((load): ReturnLoad => {
    const after = byId.get(load.forTransportId)!
    return {
      ...load,
      after: {
        id: after.id,
        reference: after.reference,
        deliveryCity: after.deliveryCity,
        deliveryProvince: after.deliveryProvince,
      },
    }
  })
}

/** The four marketplace cards of a carrier team's dashboard. */
export async function transporterMarketplace(team: CarrierTeam, teamId: number) {
  const [bids, sessions, invites, loads] = await Promise.all([
    openBids(teamId),
    runningSessions(teamId),
    waitingInvitations(teamId),
    returnLoads(team, teamId),
  ])
  return { bids, sessions, invites, returnLoads: loads }
}

export type TransporterMarketplace = Awaited<ReturnType<typeof transporterMarketplace>>
