/**
 * Staff's view of the marketplace (Admin → buy-now): the transports on offer
 * with their price, payout, commission and bids, and the conversion figures
 * of a period. Plain rows; staff see every field.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Transport from '#transports/models/transport'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { instant, type PlainRow } from '#core/database/plain_rows'
import { databaseNow } from '#core/database/dialect'
import { TIME_ZONE } from '#shared/time_zone'
import { conversionFigures, type AwardRow } from '#marketplace/domain/conversion'

export const BUY_NOW_PER_PAGE = 20
/** The most awards the figures read (the latest ones): far more than a month holds. */
export const FIGURES_LIMIT = 20_000

const ROW_ATTRIBUTES = [
  'id',
  'reference',
  'pickupCity',
  'pickupProvince',
  'deliveryCity',
  'deliveryProvince',
  'pickupDateFrom',
  'pickupDateTo',
  'vehicleCount',
  'distanceKm',
  'netCents',
  'payoutCents',
  'createdAt',
] as const

export type BuyNowRow = PlainRow<typeof Transport, (typeof ROW_ATTRIBUTES)[number]> & {
  openBids: number
  bestBidCents: number | null
  inSession: boolean
}

export type BuyNowFilters = { page: number; q: string | null; sort: 'oldest' | 'newest' }

/** Published transports not taken yet, oldest first by default (the ones waiting longest). */
export async function buyNowRows(filters: BuyNowFilters): Promise<Paginated<BuyNowRow>> {
  const query = Transport.query().where('state', 'published').whereNull('transporter_team_id')
  if (filters.q) query.whereILike('reference', `%${filters.q}%`)
  const direction = filters.sort === 'newest' ? 'desc' : 'asc'
  query.orderBy('created_at', direction).orderBy('id', direction)
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(Transport, query, ROW_ATTRIBUTES, page, BUY_NOW_PER_PAGE)
  )
  const rows = result.all() as BuyNowRow[]
  const ids = rows.map((row) => row.id)
  const [bids, held] = await Promise.all([
    ids.length
      ? db
          .from('bids')
          .whereIn('transport_id', ids)
          .where('state', 'open')
          .groupBy('transport_id')
          .select('transport_id')
          .count('* as total')
          .min('amount_cents as best')
      : [],
    ids.length
      ? db
          .from('private_session_transports')
          .join(
            'private_sessions',
            'private_sessions.id',
            'private_session_transports.private_session_id'
          )
          .whereIn('private_session_transports.transport_id', ids)
          .whereNull('private_sessions.closed_at')
          .select('private_session_transports.transport_id')
      : [],
  ])
  const byTransport = new Map(bids.map((row: any) => [Number(row.transport_id), row]))
  const inSession = new Set(held.map((row: any) => Number(row.transport_id)))
  for (const row of rows) {
    const figures = byTransport.get(row.id)
    row.openBids = figures ? Number(figures.total) : 0
    row.bestBidCents =
      figures?.best === null || figures?.best === undefined ? null : Number(figures.best)
    row.inSession = inSession.has(row.id)
  }
  return paginated(result) as Paginated<BuyNowRow>
}

/** The period of the figures: Rome calendar days, both included (default: the last 30 days). */
export function figuresPeriod(from: string | null, to: string | null) {
  const today = DateTime.now().setZone(TIME_ZONE).startOf('day')
  const end = to ? DateTime.fromISO(to, { zone: TIME_ZONE }) : today
  const start = from ? DateTime.fromISO(from, { zone: TIME_ZONE }) : end.minus({ days: 29 })
  return start <= end
    ? { from: start.toISODate()!, to: end.toISODate()! }
    : { from: end.toISODate()!, to: start.toISODate()! }
}

/** Conversion figures of the transports published in the period (two queries). */
export async function conversionOf(period: { from: string; to: string }) {
  const start = DateTime.fromISO(period.from, { zone: TIME_ZONE }).toLocal()
  const end = DateTime.fromISO(period.to, { zone: TIME_ZONE }).plus({ days: 1 }).toLocal()
  const inPeriod = () =>
    db
      .from('transports')
      .where('transports.created_at', '>=', databaseNow(undefined, start))
      .where('transports.created_at', '<', databaseNow(undefined, end))
  const [counted] = await inPeriod().count('* as total')
  const awards = await inPeriod()
    .whereNotNull('transports.assigned_at')
    .join('transport_events', 'transport_events.transport_id', 'transports.id')
    .where('transport_events.type', 'assigned')
    .orderBy('transports.created_at', 'desc')
    .limit(FIGURES_LIMIT)
    .select('transports.created_at', 'transports.assigned_at', 'transport_events.payload')
  const rows = plainAwards(awards)
  return conversionFigures(Number(counted?.total ?? 0), rows)
}

function plainAwards(rows: any[]): AwardRow[] {
  return rows.map((row) => {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    return {
      publishedAt: Date.parse(instant(row.created_at)!),
      awardedAt: Date.parse(instant(row.assigned_at)!),
      via: typeof payload?.via === 'string' ? payload.via : null,
    }
  })
}
