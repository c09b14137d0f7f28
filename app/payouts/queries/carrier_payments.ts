/**
 * Reads behind a carrier's Payments pages: its jobs with their payout state
 * (held, due, in payout, paid), its payouts, and the payables of one payout
 * for its CSV. Always scoped to the carrier's own team.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Payout from '#payouts/models/payout'
import Transport from '#transports/models/transport'
import { instant, namesById } from '#core/database/plain_rows'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import { maskIban } from '#payouts/domain/iban'
import { HELD_TRANSPORT_STATES, VISIBLE_TO_CARRIER, type JobStatus } from '#payouts/domain/batches'

export const JOBS_PER_PAGE = 25
export const PAYOUTS_PER_PAGE = 25

export type JobRow = {
  /** `held-<transport id>` or `payable-<payable id>`: unique in the list */
  key: string
  status: JobStatus
  kind: string
  transportId: number | null
  transportReference: string | null
  amountCents: number
  at: string | null
  paidAt: string | null
  payoutId: number | null
}

/** SQL of jobStatusOf (app/payouts/domain/batches.ts): a draft batch's payables are still due. */
const PAYABLE_STATUS = `case when payout_batches.state = 'paid' then 'paid' when payout_batches.state = 'approved' then 'in_payout' else 'due' end`

/** Transports assigned to the team and not completed: their awarded payout is held. */
function heldJobs(query: DatabaseQueryBuilderContract, teamId: number) {
  return query
    .from('transports')
    .where('transports.transporter_team_id', teamId)
    .whereIn('transports.state', [...HELD_TRANSPORT_STATES])
    .select(db.raw(`'held' as status`), db.raw(`'transport_under_way' as kind`))
    .select('transports.id as transport_id', 'transports.payout_cents as amount_cents')
    .select('transports.assigned_at as at', db.raw('null as paid_at'))
    .select(db.raw('null as payout_id'), 'transports.id as row_id')
}

/** The team's payables, each with the state of the batch that pays it. */
function payableJobs(query: DatabaseQueryBuilderContract, teamId: number) {
  return query
    .from('payables')
    .leftJoin('payouts', 'payouts.id', 'payables.payout_id')
    .leftJoin('payout_batches', 'payout_batches.id', 'payouts.batch_id')
    .leftJoin('dry_runs', 'dry_runs.id', 'payables.dry_run_id')
    .where('payables.team_id', teamId)
    .select(db.raw(`${PAYABLE_STATUS} as status`), 'payables.kind')
    .select(db.raw('coalesce(payables.transport_id, dry_runs.transport_id) as transport_id'))
    .select('payables.amount_cents', 'payables.created_at as at', 'payout_batches.paid_at')
    .select(
      db.raw(
        `case when payout_batches.state in ('approved', 'paid') then payables.payout_id else null end as payout_id`
      ),
      'payables.id as row_id'
    )
}

/**
 * One page of the team's jobs, newest first: held transports and payables in
 * one list (a union read as a table), filtered by payout state; the
 * transports' references beside the page (one query).
 */
export async function jobsPage(
  teamId: number,
  filters: { page: number; status: JobStatus | null }
): Promise<Paginated<JobRow>> {
  const result = await paginateWithin(filters.page, (current) => {
    const query = db
      .from((jobs) => {
        heldJobs(jobs, teamId)
          .unionAll((payables) => payableJobs(payables, teamId))
          .as('jobs')
      })
      .select('*')
      .orderBy('at', 'desc')
      .orderBy('status', 'asc')
      .orderBy('row_id', 'desc')
    if (filters.status) query.where('status', filters.status)
    return query.paginate(current, JOBS_PER_PAGE)
  })
  const rows = result.all() as Record<string, unknown>[]
  const references = await namesById(
    Transport,
    rows.map((row) => toId(row.transport_id)),
    'reference'
  )
  return paginated(result, (row: any) => {
    const transportId = toId(row.transport_id)
    return {
      key: `${row.status === 'held' ? 'held' : 'payable'}-${row.row_id}`,
      status: row.status as JobStatus,
      kind: String(row.kind),
      transportId,
      transportReference: transportId ? (references.get(transportId) ?? null) : null,
      amountCents: Number(row.amount_cents),
      at: instant(row.at),
      paidAt: row.status === 'paid' ? instant(row.paid_at) : null,
      payoutId: toId(row.payout_id),
    }
  })
}

function toId(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

export type CarrierPayoutRow = {
  id: number
  amountCents: number
  ibanMasked: string | null
  status: 'in_payout' | 'paid'
  approvedAt: string | null
  paidAt: string | null
  payableCount: number
}

/** The team's payouts of approved and paid batches, newest first, with their payable counts. */
export async function carrierPayoutsPage(
  teamId: number,
  page: number
): Promise<Paginated<CarrierPayoutRow>> {
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(
      Payout,
      Payout.query()
        .join('payout_batches', 'payout_batches.id', 'payouts.batch_id')
        .where('payouts.team_id', teamId)
        .whereIn('payout_batches.state', [...VISIBLE_TO_CARRIER])
        .select('payouts.id', 'payouts.amount_cents', 'payouts.iban', 'payouts.paid_at')
        .select('payout_batches.state as batch_state', 'payout_batches.approved_at')
        .orderBy('payouts.id', 'desc'),
      ['id', 'amountCents', 'iban', 'paidAt'],
      current,
      PAYOUTS_PER_PAGE,
      ['batch_state', 'approved_at']
    )
  )
  const ids = result.all().map((row) => row.id)
  const counts = ids.length
    ? await db
        .from('payables')
        .whereIn('payout_id', ids)
        .groupBy('payout_id')
        .select('payout_id')
        .count('* as payables')
    : []
  const countOf = new Map(counts.map((row) => [Number(row.payout_id), Number(row.payables)]))
  return paginated(result, (row) => ({
    id: row.id,
    amountCents: row.amountCents,
    ibanMasked: maskIban(row.iban),
    status: row.batch_state === 'paid' ? ('paid' as const) : ('in_payout' as const),
    approvedAt: instant(row.approved_at),
    paidAt: row.paidAt ?? null,
    payableCount: countOf.get(row.id) ?? 0,
  }))
}

/** One of the team's visible payouts, or null (another team's, a draft's, unknown). */
export function carrierPayout(teamId: number, payoutId: number) {
  return Payout.query()
    .join('payout_batches', 'payout_batches.id', 'payouts.batch_id')
    .where('payouts.id', payoutId)
    .where('payouts.team_id', teamId)
    .whereIn('payout_batches.state', [...VISIBLE_TO_CARRIER])
    .select('payouts.id', 'payouts.amount_cents', 'payouts.paid_at', 'payouts.iban')
    .first()
}

export type PayoutPayableLine = {
  createdAt: string | null
  kind: string
  transportReference: string | null
  amountCents: number
}

/** The payables one payout pays, oldest first, with their transports' references. */
export async function payablesOfPayout(payoutId: number): Promise<PayoutPayableLine[]> {
  const rows = await db
    .from('payables')
    .leftJoin('dry_runs', 'dry_runs.id', 'payables.dry_run_id')
    .leftJoin(
      'transports',
      'transports.id',
      db.raw('coalesce(payables.transport_id, dry_runs.transport_id)')
    )
    .where('payables.payout_id', payoutId)
    .select('payables.created_at', 'payables.kind', 'payables.amount_cents')
    .select('transports.reference')
    .orderBy('payables.id', 'asc')
  return rows.map((row) => ({
    createdAt: instant(row.created_at),
    kind: String(row.kind),
    transportReference: row.reference ?? null,
    amountCents: Number(row.amount_cents),
  }))
}
