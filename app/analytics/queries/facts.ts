/**
 * The facts the analytics pages add up (docs/analytics.md, "Daily rollups").
 *
 * A fact is a grouped count or sum over one source: the rows (joins and
 * fixed conditions), the instant that dates each row, up to four keys (the
 * dimensions a page groups by) and up to eight additive measures (COUNT or
 * SUM: averages and rates are computed from sums and counts by the pages).
 * The same definition is used twice, so the two can never disagree:
 * - the scheduled refresh (app/analytics/actions/refresh_rollups.ts) stores
 *   it per Europe/Rome day in `analytics_daily`, for the days before today;
 * - a page reads the stored days of its range and adds the rows not rolled
 *   up yet (today's) straight from the source (app/analytics/queries/rollups.ts).
 * An undated fact (`date: null`, a team's members now) is always read from
 * its source, whatever the range.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { dayColumn, hoursBetween, romeDaySql, stamp } from '#analytics/queries/sql'
import { DateTime } from 'luxon'

/**
 * The bounds of a date range, as the database compares them: each lower
 * bound (`>=`) and upper bound (`<`) is an instant as stored, or an SQL
 * expression (the rolled-up day, read by the same statement).
 */
export type StampRange = { atLeast: unknown[]; before: unknown[] }

type Whereable = { where(column: string, op: string, value: unknown): unknown }

/** `column` within the range (on its index). */
export function within<Q extends Whereable>(query: Q, column: string, range: StampRange): Q {
  for (const bound of range.atLeast) query.where(column, '>=', bound)
  for (const bound of range.before) query.where(column, '<', bound)
  return query
}

export type Fact = {
  /** stored in `analytics_daily.fact` */
  name: string
  /**
   * The rows. The caller adds the date range on `date`, unless the fact
   * applies it itself (`rangeInside`: a derived table filters inside).
   */
  rows: (range: StampRange) => DatabaseQueryBuilderContract<any>
  rangeInside?: boolean
  /** the instant column that dates a row; null: not dated, always read from the source */
  date: string | null
  /** dimension name → SQL expression (at most four, stored as text in k1…k4) */
  keys: Record<string, string>
  /** measure name → additive SQL aggregate (at most eight, stored in m1…m8) */
  measures: Record<string, string>
  /** read per trend bucket too (the page draws a trend of it) */
  bucketed?: boolean
}

export const MAX_KEYS = 4
export const MAX_MEASURES = 8

const SCORE = '(ratings.score_1 + ratings.score_2 + ratings.score_3) / 3.0'
const flag = (condition: string) => `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`

/** Distance bands in km: [from, to). */
export const DISTANCE_BANDS = [
  [0, 100],
  [100, 300],
  [300, 600],
  [600, null],
] as const

/** Price bands in cents per vehicle-km: [from, to). */
export const PRICE_BANDS = [
  [0, 50],
  [50, 75],
  [75, 100],
  [100, 150],
  [150, null],
] as const

function bandCase(expression: string, bands: readonly (readonly [number, number | null])[]) {
  const whens = bands
    .filter(([, to]) => to !== null)
    .map(([, to], index) => `WHEN ${expression} < ${to} THEN ${index}`)
    .join(' ')
  return `CASE ${whens} ELSE ${bands.length - 1} END`
}

/** On time: the Europe/Rome day of the instant on or before the scheduled day. */
function onTime(instant: string, scheduled: string) {
  return flag(`${scheduled} IS NOT NULL AND ${romeDaySql(instant)} <= ${dayColumn(scheduled)}`)
}

/**
 * The quotes with their request's distance, vehicle count and first
 * vehicle's category (prices page): a derived table, dated by the quote.
 */
function pricedQuotes(range: StampRange) {
  return db
    .from(
      within(db.from('quotes'), 'quotes.created_at', range)
        .whereNot('quotes.state', 'superseded')
        .join('transport_requests', 'transport_requests.id', 'quotes.transport_request_id')
        .leftJoin('transport_request_vehicles as first_vehicle', (join) => {
          join
            .on('first_vehicle.transport_request_id', 'transport_requests.id')
            .onVal('first_vehicle.position', 0)
        })
        .where('transport_requests.distance_km', '>', 0)
        .select('quotes.created_at', 'quotes.net_cents', 'quotes.state', 'first_vehicle.category')
        .select('transport_requests.distance_km')
        .select(
          db.raw(
            '(SELECT COUNT(*) FROM transport_request_vehicles v WHERE v.transport_request_id = transport_requests.id) AS vehicles'
          )
        )
        .as('base')
    )
    .where('base.vehicles', '>', 0)
}

/* the regions follow from the provinces (app/transports/actions/publish_transports.ts) */
const ROUTE_KEYS = {
  pickupProvince: 'transports.pickup_province',
  deliveryProvince: 'transports.delivery_province',
}

const VKM = '(base.distance_km * base.vehicles)'

const list: Fact[] = [
  /* Dealers */
  {
    name: 'requests.submitted',
    rows: () => db.from('transport_requests'),
    date: 'transport_requests.submitted_at',
    keys: { team: 'transport_requests.team_id' },
    measures: { n: 'COUNT(*)' },
    bucketed: true,
  },
  {
    name: 'quotes.issued',
    rows: () => db.from('quotes').whereNot('quotes.state', 'superseded'),
    date: 'quotes.created_at',
    keys: { team: 'quotes.team_id' },
    measures: { n: 'COUNT(*)', ordered: flag("quotes.state = 'ordered'") },
  },
  {
    name: 'orders.paid',
    rows: () => db.from('orders'),
    date: 'orders.paid_at',
    keys: { team: 'orders.team_id' },
    measures: {
      n: 'COUNT(*)',
      gross: 'SUM(orders.gross_cents)',
      /* the gross of those not refunded since (the admin dashboard's revenue) */
      keptGross: "SUM(CASE WHEN orders.state = 'paid' THEN orders.gross_cents ELSE 0 END)",
    },
    bucketed: true,
  },
  {
    name: 'transports.cancelled',
    rows: () => db.from('transports'),
    date: 'transports.cancelled_at',
    keys: { team: 'transports.team_id', carrier: 'transports.transporter_team_id' },
    measures: { n: 'COUNT(*)' },
  },
  {
    name: 'dry_runs.recorded',
    rows: () => db.from('dry_runs'),
    date: 'dry_runs.created_at',
    keys: { dealer: 'dry_runs.dealer_team_id', carrier: 'dry_runs.carrier_team_id' },
    measures: { n: 'COUNT(*)' },
  },
  {
    name: 'ratings.given',
    rows: () => db.from('ratings'),
    date: 'ratings.created_at',
    keys: { team: 'ratings.rated_team_id', direction: 'ratings.direction' },
    measures: { n: 'COUNT(*)', score: `SUM(${SCORE})` },
  },
  /* Transporters */
  {
    name: 'transports.awarded',
    rows: () =>
      db
        .from('transports')
        .whereNotNull('transports.transporter_team_id')
        .leftJoin('bids', (join) => {
          join
            .on('bids.transport_id', 'transports.id')
            .on('bids.team_id', 'transports.transporter_team_id')
            .onVal('bids.state', 'accepted')
        }),
    date: 'transports.assigned_at',
    keys: { carrier: 'transports.transporter_team_id' },
    measures: { n: 'COUNT(*)', byBid: 'COUNT(bids.id)' },
    bucketed: true,
  },
  {
    name: 'transports.picked_up',
    rows: () => db.from('transports').whereNotNull('transports.transporter_team_id'),
    date: 'transports.picked_up_at',
    keys: { carrier: 'transports.transporter_team_id' },
    measures: {
      scheduled: 'COUNT(transports.pickup_on)',
      onTime: onTime('transports.picked_up_at', 'transports.pickup_on'),
    },
  },
  {
    name: 'transports.delivered',
    rows: () => db.from('transports').whereNotNull('transports.transporter_team_id'),
    date: 'transports.delivered_at',
    keys: { carrier: 'transports.transporter_team_id' },
    measures: {
      scheduled: 'COUNT(transports.delivery_estimate_on)',
      onTime: onTime('transports.delivered_at', 'transports.delivery_estimate_on'),
    },
  },
  {
    name: 'disputes.opened',
    rows: () =>
      db
        .from('disputes')
        .join('transports', 'transports.id', 'disputes.transport_id')
        .whereNotNull('transports.transporter_team_id'),
    date: 'disputes.created_at',
    keys: { carrier: 'transports.transporter_team_id' },
    measures: { n: 'COUNT(*)' },
  },
  {
    name: 'payouts.paid',
    rows: () => db.from('payouts').where('payouts.state', 'paid'),
    date: 'payouts.paid_at',
    keys: { team: 'payouts.team_id' },
    measures: { cents: 'SUM(payouts.amount_cents)' },
  },
  /* Routes: transports published (created when the order is paid) */
  {
    name: 'routes.published',
    rows: () => db.from('transports'),
    date: 'transports.created_at',
    keys: ROUTE_KEYS,
    measures: {
      n: 'COUNT(*)',
      vehicles: 'SUM(transports.vehicle_count)',
      net: 'SUM(transports.net_cents)',
      vkm: 'SUM(transports.distance_km * transports.vehicle_count)',
      awardHours: `SUM(${hoursBetween('transports.created_at', 'transports.assigned_at')})`,
      awarded: 'COUNT(transports.assigned_at)',
      leadHours: `SUM(${hoursBetween('transports.created_at', 'transports.delivered_at')})`,
      delivered: 'COUNT(transports.delivered_at)',
    },
  },
  {
    name: 'routes.unawarded',
    rows: () => db.from('transports').where('transports.state', 'published'),
    date: 'transports.created_at',
    keys: ROUTE_KEYS,
    measures: { n: 'COUNT(*)' },
  },
  /* Prices */
  {
    name: 'quotes.per_km',
    rows: pricedQuotes,
    rangeInside: true,
    date: 'base.created_at',
    keys: {
      category: 'base.category',
      distanceBand: bandCase('base.distance_km', DISTANCE_BANDS),
      priceBand: bandCase(`(base.net_cents * 1.0 / ${VKM})`, PRICE_BANDS),
    },
    measures: {
      n: 'COUNT(*)',
      ordered: flag("base.state = 'ordered'"),
      net: 'SUM(base.net_cents)',
      vkm: `SUM(${VKM})`,
    },
  },
  {
    name: 'quotes.versions',
    rows: () =>
      db
        .from('quotes')
        .whereNot('quotes.state', 'superseded')
        .join('transport_requests', 'transport_requests.id', 'quotes.transport_request_id'),
    date: 'quotes.created_at',
    keys: { version: 'quotes.settings_version' },
    measures: {
      n: 'COUNT(*)',
      ordered: flag("quotes.state = 'ordered'"),
      manual: flag('quotes.manual'),
      net: 'SUM(quotes.net_cents)',
      commission: 'SUM(quotes.commission_cents)',
      km: 'SUM(transport_requests.distance_km)',
    },
    bucketed: true,
  },
  {
    name: 'margin.completions',
    rows: () =>
      db
        .from('ledger_entries')
        .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .where('ledger_entries.account', 'platform_revenue')
        .where('ledger_transactions.kind', 'completion'),
    date: 'ledger_entries.created_at',
    keys: {},
    measures: { cents: 'SUM(ledger_entries.amount_cents)' },
    bucketed: true,
  },
  /* Teams: who did something (a request, an order, a bid) on a day */
  {
    name: 'activity.requests',
    rows: () => db.from('transport_requests').whereNotNull('transport_requests.created_by_id'),
    date: 'transport_requests.created_at',
    keys: { team: 'transport_requests.team_id', user: 'transport_requests.created_by_id' },
    measures: { n: 'COUNT(*)' },
  },
  {
    name: 'activity.orders',
    rows: () => db.from('orders').whereNotNull('orders.created_by_id'),
    date: 'orders.created_at',
    keys: { team: 'orders.team_id', user: 'orders.created_by_id' },
    measures: { n: 'COUNT(*)' },
  },
  {
    name: 'activity.bids',
    /* every bid (the teams page counts them); a bid without a user is nobody's activity */
    rows: () => db.from('bids'),
    date: 'bids.created_at',
    keys: { team: 'bids.team_id', user: 'bids.user_id' },
    measures: { n: 'COUNT(*)' },
  },
  /* Teams, now (not dated) */
  {
    name: 'teams.members',
    rows: () => db.from('team_members'),
    date: null,
    keys: { team: 'team_members.team_id' },
    measures: { n: 'COUNT(*)' },
  },
  {
    name: 'teams.invitations_pending',
    rows: () =>
      db
        .from('team_invitations')
        .whereNull('team_invitations.accepted_at')
        .whereNull('team_invitations.revoked_at')
        .where('team_invitations.expires_at', '>', stamp(DateTime.now())),
    date: null,
    keys: { team: 'team_invitations.team_id' },
    measures: { n: 'COUNT(*)' },
  },
]

export const FACTS: ReadonlyMap<string, Fact> = new Map(list.map((fact) => [fact.name, fact]))

/** The facts the refresh stores (the dated ones). */
export const DATED_FACTS = list.filter((fact) => fact.date !== null)

export function factNamed(name: string): Fact {
  const fact = FACTS.get(name)
  if (!fact) throw new Error(`unknown analytics fact ${name}`)
  return fact
}
