import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { calendarDay, instant } from '#core/database/plain_rows'
import { databaseNow } from '#core/database/dialect'
import { nowInRome } from '#shared/time_zone'
import {
  BEFORE_DELIVERY,
  BEFORE_PICKUP,
  FAILED_JOBS_DAYS,
  INSURANCE_EXPIRY_DAYS,
  SECTION_ROWS,
  UNASSIGNED_PICKUP_DAYS,
  WATCHED_STATES,
  hoursSince,
  stuckBefore,
} from '#monitoring/domain/thresholds'

/**
 * Admin → Analytics → Monitoring: what needs a human now. Each section is
 * bounded: its count and its first SECTION_ROWS rows (the most urgent
 * first), two queries over an index range (docs/monitoring.md).
 */
export type Section<Row> = { total: number; rows: Row[] }

export type TransportAlert = {
  id: number
  reference: string
  state: string
  pickupCity: string
  deliveryCity: string
  /** the day the alert is about (pickup, delivery estimate, pickup window) */
  on: string | null
  /** stuck transports: hours in the state */
  hours: number | null
}

type Query = DatabaseQueryBuilderContract<any>

const TRANSPORT_COLUMNS = [
  'id',
  'reference',
  'state',
  'pickup_city',
  'delivery_city',
  'pickup_on',
  'delivery_estimate_on',
  'pickup_date_from',
  'created_at',
  'state_changed_at',
]

async function section<Row>(
  base: () => Query,
  order: (query: Query) => Query,
  map: (row: any) => Row
): Promise<Section<Row>> {
  const [count, rows] = await Promise.all([
    base().count('* as total').first(),
    order(base()).limit(SECTION_ROWS),
  ])
  return { total: Number(count?.total ?? 0), rows: rows.map(map) }
}

function transportAlert(day: 'pickup_on' | 'delivery_estimate_on' | 'pickup_date_from') {
  return (row: any): TransportAlert => ({
    id: Number(row.id),
    reference: row.reference,
    state: row.state,
    pickupCity: row.pickup_city,
    deliveryCity: row.delivery_city,
    on: calendarDay(row[day]),
    hours: null,
  })
}

export function latePickups(today: string) {
  return section(
    () =>
      db
        .from('transports')
        .whereIn('state', [...BEFORE_PICKUP])
        .where('pickup_on', '<', today),
    (query) => query.select(TRANSPORT_COLUMNS).orderBy('pickup_on', 'asc').orderBy('id', 'asc'),
    transportAlert('pickup_on')
  )
}

export function lateDeliveries(today: string) {
  return section(
    () =>
      db
        .from('transports')
        .whereIn('state', [...BEFORE_DELIVERY])
        .where('delivery_estimate_on', '<', today),
    (query) =>
      query.select(TRANSPORT_COLUMNS).orderBy('delivery_estimate_on', 'asc').orderBy('id', 'asc'),
    transportAlert('delivery_estimate_on')
  )
}

/** The moment a transport entered its state: `published` is entered only at creation. */
const SINCE = "CASE WHEN state = 'published' THEN created_at ELSE state_changed_at END"

export function stuckTransports(now: DateTime) {
  const base = () =>
    db.from('transports').where((query) => {
      for (const state of WATCHED_STATES) {
        const cutoff = databaseNow(undefined, stuckBefore(state, now))
        const column = state === 'published' ? 'created_at' : 'state_changed_at'
        query.orWhere((branch) => branch.where('state', state).where(column, '<', cutoff))
      }
    })
  return section(
    base,
    (query) => query.select(TRANSPORT_COLUMNS).orderByRaw(`${SINCE} asc`).orderBy('id', 'asc'),
    (row: any) => {
      const since = instant(row.state === 'published' ? row.created_at : row.state_changed_at)
      return {
        ...transportAlert('pickup_on')(row),
        hours: since ? hoursSince(DateTime.fromISO(since), now) : null,
      }
    }
  )
}

/** Published, the pickup window opening within UNASSIGNED_PICKUP_DAYS (or already open), no carrier. */
export function unassignedNearPickup(today: string) {
  const horizon = DateTime.fromISO(today).plus({ days: UNASSIGNED_PICKUP_DAYS }).toISODate()!
  return section(
    () =>
      db
        .from('transports')
        .where('state', 'published')
        .whereNotNull('pickup_date_from')
        .where('pickup_date_from', '<=', horizon),
    (query) =>
      query.select(TRANSPORT_COLUMNS).orderBy('pickup_date_from', 'asc').orderBy('id', 'asc'),
    transportAlert('pickup_date_from')
  )
}

export type InsuranceAlert = {
  documentId: number
  teamId: number
  teamName: string
  expiresOn: string
}

/** Each transporter's policy in force (accepted, latest expiry) expiring within 30 days or expired. */
export function insuranceExpiring(today: string) {
  const horizon = DateTime.fromISO(today).plus({ days: INSURANCE_EXPIRY_DAYS }).toISODate()!
  const base = () =>
    db
      .from('team_documents')
      .join('teams', 'teams.id', 'team_documents.team_id')
      .where('teams.kind', 'transporter')
      .where('team_documents.kind', 'insurance')
      .where('team_documents.state', 'accepted')
      .whereNotNull('team_documents.expires_on')
      .where('team_documents.expires_on', '<=', horizon)
      .whereNotExists((later) =>
        later
          .from('team_documents as later')
          .whereColumn('later.team_id', 'team_documents.team_id')
          .where('later.kind', 'insurance')
          .where('later.state', 'accepted')
          .whereColumn('later.expires_on', '>', 'team_documents.expires_on')
      )
  return section<InsuranceAlert>(
    base,
    (query) =>
      query
        .select(
          'team_documents.id',
          'team_documents.team_id',
          'team_documents.expires_on',
          'teams.name as team_name'
        )
        .orderBy('team_documents.expires_on', 'asc')
        .orderBy('team_documents.id', 'asc'),
    (row) => ({
      documentId: Number(row.id),
      teamId: Number(row.team_id),
      teamName: row.team_name,
      expiresOn: calendarDay(row.expires_on)!,
    })
  )
}

export type DisputeAlert = {
  id: number
  transportId: number
  reference: string
  reasonCode: string
  openedAt: string
}

/** Open disputes, the oldest first: staff decide each on its transport's page. */
export function disputesWaiting() {
  return section<DisputeAlert>(
    () =>
      db
        .from('disputes')
        .join('transports', 'transports.id', 'disputes.transport_id')
        .where('disputes.state', 'open'),
    (query) =>
      query
        .select(
          'disputes.id',
          'disputes.transport_id',
          'disputes.reason_code',
          'disputes.created_at',
          'transports.reference'
        )
        .orderBy('disputes.created_at', 'asc')
        .orderBy('disputes.id', 'asc'),
    (row) => ({
      id: Number(row.id),
      transportId: Number(row.transport_id),
      reference: row.reference,
      reasonCode: row.reason_code,
      openedAt: instant(row.created_at)!,
    })
  )
}

export type FailedJobAlert = {
  id: number
  name: string
  queue: string
  attempts: number
  error: string | null
  failedAt: string
}

/** Jobs the queue gave up on in the last FAILED_JOBS_DAYS days, newest first. */
export function failedJobs(now: DateTime) {
  const since = databaseNow(undefined, now.minus({ days: FAILED_JOBS_DAYS }))
  return section<FailedJobAlert>(
    () => db.from('monitoring_failed_jobs').where('failed_at', '>=', since),
    (query) =>
      query
        .select('id', 'name', 'queue', 'attempts', 'error', 'failed_at')
        .orderBy('failed_at', 'desc')
        .orderBy('id', 'desc'),
    (row) => ({
      id: Number(row.id),
      name: row.name,
      queue: row.queue,
      attempts: Number(row.attempts),
      error: row.error,
      failedAt: instant(row.failed_at)!,
    })
  )
}

/** Every section of the page, read in parallel. */
export async function monitoringSections(now: DateTime = DateTime.now()) {
  const today = nowInRome().toISODate()!
  const [late, overdue, stuck, unassigned, insurance, disputes, jobs] = await Promise.all([
    latePickups(today),
    lateDeliveries(today),
    stuckTransports(now),
    unassignedNearPickup(today),
    insuranceExpiring(today),
    disputesWaiting(),
    failedJobs(now),
  ])
  return {
    latePickups: late,
    lateDeliveries: overdue,
    stuck,
    unassigned,
    insurance,
    disputes,
    failedJobs: jobs,
  }
}

export type MonitoringSections = Awaited<ReturnType<typeof monitoringSections>>
