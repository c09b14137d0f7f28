import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { policiesInForceOf } from '#onboarding/queries/policies_in_force'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { calendarDay, instant } from '#core/database/plain_rows'
import { databaseNow } from '#core/database/dialect'
import { nowInRome } from '#shared/time_zone'
import { composedQuery, resultRows } from '#core/database/composed_sql'
import {
  BEFORE_DELIVERY,
  BEFORE_PICKUP,
  COUNT_BOUND,
  FAILED_JOBS_DAYS,
  INSURANCE_EXPIRY_DAYS,
  SECTION_ROWS,
  UNASSIGNED_PICKUP_DAYS,
  WATCHED_STATES,
  hoursSince,
  stuckBefore,
} from '#monitoring/domain/thresholds'

/**
 * Admin → Analytics → Monitoring: what needs a human now (docs/monitoring.md).
 *
 * Each section is flat at any table size: per state, one index range in the
 * section's order (the indexes end in the sort key and the id), of which at
 * most COUNT_BOUND + 1 entries are read; those are counted (`COUNT(*) OVER
 * ()`) and ranked (`ROW_NUMBER()`), and the first SECTION_ROWS come back.
 * The four transport sections are one statement (UNION ALL), the three
 * staff-side sections (disputes, insurance, failed jobs) another.
 */
export type Section<Row> = {
  /** the rows that match, at most COUNT_BOUND */
  total: number
  /** more than COUNT_BOUND rows match ("100+") */
  capped: boolean
  rows: Row[]
}

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
type Sql = { sql: string; bindings: unknown[] }
type SectionSpec = { name: string; branches: Query[]; order: string }

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

/**
 * One section as SQL: its branches (each ordered by an index), each read to
 * at most COUNT_BOUND + 1 rows, counted and ranked by `order` together; the
 * first SECTION_ROWS rows, each with the section's name, `total` and
 * `position`.
 */
function sectionSql({ name, branches, order }: SectionSpec): Sql {
  const bindings: unknown[] = []
  const parts = branches.map((branch, index) => {
    const { sql, bindings: own } = branch.limit(COUNT_BOUND + 1).toSQL()
    bindings.push(...own)
    return `SELECT * FROM (${sql}) AS branch_${index}`
  })
  const sql =
    `SELECT '${name}' AS section, ranked.* FROM (` +
    `SELECT picked.*, COUNT(*) OVER () AS total, ROW_NUMBER() OVER (ORDER BY ${order}) AS position ` +
    `FROM (${parts.join(' UNION ALL ')}) AS picked) AS ranked ` +
    `WHERE position <= ${SECTION_ROWS}`
  return { sql, bindings }
}

/** The sections of one statement: their rows by section name, in order. */
async function readSections(specs: SectionSpec[]) {
  const rows = resultRows(
    await composedQuery(specs.map(sectionSql), (sql) => sql.join(' UNION ALL '))
  )
  return (name: string) =>
    rows
      .filter((row) => row.section === name)
      .sort((a, b) => Number(a.position) - Number(b.position))
}

function section<Row>(rows: any[], map: (row: any) => Row): Section<Row> {
  const matching = Number(rows[0]?.total ?? 0)
  return {
    total: Math.min(matching, COUNT_BOUND),
    capped: matching > COUNT_BOUND,
    rows: rows.map(map),
  }
}

const transports = () => db.from('transports').select(TRANSPORT_COLUMNS)

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

/** A transport's day before `today`, in the given states: one branch per state. */
function overdue(
  states: readonly string[],
  day: 'pickup_on' | 'delivery_estimate_on',
  today: string
) {
  return states.map((state) =>
    transports().where('state', state).where(day, '<', today).orderBy(day).orderBy('id')
  )
}

/** The moment a transport entered its state: `published` is entered only at creation. */
const SINCE = "CASE WHEN state = 'published' THEN created_at ELSE state_changed_at END"

/** In its state longer than the state's threshold: one branch per state. */
function stuckBranches(now: DateTime) {
  return WATCHED_STATES.map((state) => {
    const column = state === 'published' ? 'created_at' : 'state_changed_at'
    return transports()
      .where('state', state)
      .where(column, '<', databaseNow(undefined, stuckBefore(state, now)))
      .orderBy(column)
      .orderBy('id')
  })
}

/** Published, the pickup window opening within UNASSIGNED_PICKUP_DAYS (or already open), no carrier. */
function unassignedBranch(today: string) {
  const horizon = DateTime.fromISO(today).plus({ days: UNASSIGNED_PICKUP_DAYS }).toISODate()!
  return transports()
    .where('state', 'published')
    .whereNotNull('pickup_date_from')
    .where('pickup_date_from', '<=', horizon)
    .orderBy('pickup_date_from')
    .orderBy('id')
}

/** Late pickups, late deliveries, stuck transports, no carrier near the pickup: one statement. */
export async function transportSections(today: string, now: DateTime) {
  const rowsOf = await readSections([
    {
      name: 'late_pickups',
      branches: overdue(BEFORE_PICKUP, 'pickup_on', today),
      order: 'pickup_on, id',
    },
    {
      name: 'late_deliveries',
      branches: overdue(BEFORE_DELIVERY, 'delivery_estimate_on', today),
      order: 'delivery_estimate_on, id',
    },
    { name: 'stuck', branches: stuckBranches(now), order: `${SINCE}, id` },
    { name: 'unassigned', branches: [unassignedBranch(today)], order: 'pickup_date_from, id' },
  ])
  return {
    latePickups: section(rowsOf('late_pickups'), transportAlert('pickup_on')),
    lateDeliveries: section(rowsOf('late_deliveries'), transportAlert('delivery_estimate_on')),
    stuck: section(rowsOf('stuck'), (row) => {
      const since = instant(row.state === 'published' ? row.created_at : row.state_changed_at)
      return {
        ...transportAlert('pickup_on')(row),
        hours: since ? hoursSince(DateTime.fromISO(since), now) : null,
      }
    }),
    unassigned: section(rowsOf('unassigned'), transportAlert('pickup_date_from')),
  }
}

export type InsuranceAlert = {
  documentId: number
  teamId: number
  teamName: string
  expiresOn: string
}

export type DisputeAlert = {
  id: number
  transportId: number
  reference: string
  reasonCode: string
  openedAt: string
}

export type FailedJobAlert = {
  id: number
  name: string
  queue: string
  attempts: number
  error: string | null
  failedAt: string
}

/*
 * The staff-side sections share one statement, so their rows share one set
 * of columns: id, ref_id, label, detail, error, attempts, day, at. A column a
 * section lacks is a typed NULL (PostgreSQL types a UNION's columns pairwise:
 * two untyped NULLs would become text).
 */
const none = (type: string, column: string) => db.raw(`CAST(NULL AS ${type}) AS ${column}`)

/** Open disputes, the oldest first: staff decide each on its transport's page. */
function disputesBranch() {
  return db
    .from('disputes')
    .join('transports', 'transports.id', 'disputes.transport_id')
    .where('disputes.state', 'open')
    .select(
      'disputes.id',
      'disputes.transport_id as ref_id',
      'transports.reference as label',
      'disputes.reason_code as detail',
      none('VARCHAR(1000)', 'error'),
      none('INTEGER', 'attempts'),
      none('DATE', 'day'),
      'disputes.created_at as at'
    )
    .orderBy('disputes.created_at')
    .orderBy('disputes.id')
}

/** Each transporter's policy in force (accepted, latest expiry) expiring within 30 days or expired. */
function insuranceBranch(today: string) {
  const horizon = DateTime.fromISO(today).plus({ days: INSURANCE_EXPIRY_DAYS }).toISODate()!
  return policiesInForceOf(db.from('team_documents'))
    .where('team_documents.expires_on', '<=', horizon)
    .select(
      'team_documents.id',
      'team_documents.team_id as ref_id',
      'teams.name as label',
      none('VARCHAR(255)', 'detail'),
      none('VARCHAR(1000)', 'error'),
      none('INTEGER', 'attempts'),
      'team_documents.expires_on as day',
      none('TIMESTAMP', 'at')
    )
    .orderBy('team_documents.expires_on')
    .orderBy('team_documents.id')
}

/** Jobs the queue gave up on in the last FAILED_JOBS_DAYS days, newest first. */
function failedJobsBranch(now: DateTime) {
  return db
    .from('monitoring_failed_jobs')
    .where('failed_at', '>=', databaseNow(undefined, now.minus({ days: FAILED_JOBS_DAYS })))
    .select(
      'id',
      none('INTEGER', 'ref_id'),
      'name as label',
      'queue as detail',
      'error',
      'attempts',
      none('DATE', 'day'),
      'failed_at as at'
    )
    .orderBy('failed_at', 'desc')
    .orderBy('id', 'desc')
}

/** Disputes waiting, insurance expiring, failed jobs: one statement. */
export async function staffSections(today: string, now: DateTime) {
  const rowsOf = await readSections([
    { name: 'disputes', branches: [disputesBranch()], order: 'at, id' },
    { name: 'insurance', branches: [insuranceBranch(today)], order: 'day, id' },
    { name: 'failed_jobs', branches: [failedJobsBranch(now)], order: 'at DESC, id DESC' },
  ])
  return {
    disputes: section<DisputeAlert>(rowsOf('disputes'), (row) => ({
      id: Number(row.id),
      transportId: Number(row.ref_id),
      reference: row.label,
      reasonCode: row.detail,
      openedAt: instant(row.at)!,
    })),
    insurance: section<InsuranceAlert>(rowsOf('insurance'), (row) => ({
      documentId: Number(row.id),
      teamId: Number(row.ref_id),
      teamName: row.label,
      expiresOn: calendarDay(row.day)!,
    })),
    failedJobs: section<FailedJobAlert>(rowsOf('failed_jobs'), (row) => ({
      id: Number(row.id),
      name: row.label,
      queue: row.detail,
      attempts: Number(row.attempts),
      error: row.error,
      failedAt: instant(row.at)!,
    })),
  }
}

/** Every section of the page: two statements, read in parallel. */
export async function monitoringSections(now: DateTime = DateTime.now()) {
  const today = nowInRome().toISODate()!
  const [transportSide, staffSide] = await Promise.all([
    transportSections(today, now),
    staffSections(today, now),
  ])
  return { ...transportSide, ...staffSide }
}

export type MonitoringSections = Awaited<ReturnType<typeof monitoringSections>>
