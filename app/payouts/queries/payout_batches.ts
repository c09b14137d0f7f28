/**
 * Reads behind the staff's payout pages: the batches (one page, with their
 * totals), one batch with its payouts, and what is due now. Shaped by the
 * transformers, not here.
 */
import db from '@adonisjs/lucid/services/db'
import PayoutBatch from '#payouts/models/payout_batch'
import Payout from '#payouts/models/payout'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import { instant, namesById } from '#core/database/plain_rows'
import { maskIban } from '#payouts/domain/iban'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, type Paginated } from '#core/paging'
import type { BatchState, SkippedCarrier } from '#payouts/domain/batches'

export const BATCHES_PER_PAGE = 25

export type BatchRow = {
  id: number
  state: BatchState
  messageId: string | null
  createdAt: string
  approvedAt: string | null
  paidAt: string | null
  payoutCount: number
  totalCents: number
}

/** Payout count and total of each of these batches (one grouped query). */
async function totalsOf(batchIds: number[]) {
  if (batchIds.length === 0) return new Map<number, { count: number; total: number }>()
  const rows = await db
    .from('payouts')
    .whereIn('batch_id', batchIds)
    .groupBy('batch_id')
    .select('batch_id')
    .count('* as payouts')
    .sum('amount_cents as total')
  return new Map(
    rows.map((row) => [
      Number(row.batch_id),
      { count: Number(row.payouts), total: Number(row.total) },
    ])
  )
}

/** The batches, newest first, each with its number of payouts and total. */
export async function batchesPage(page: number): Promise<Paginated<BatchRow>> {
  const result = await paginateWithin(page, (current) =>
    paginatePlainRows(
      PayoutBatch,
      PayoutBatch.query().orderBy('id', 'desc'),
      ['id', 'state', 'messageId', 'createdAt', 'approvedAt', 'paidAt'],
      current,
      BATCHES_PER_PAGE
    )
  )
  const totals = await totalsOf(result.all().map((row) => row.id))
  return paginated(result, (row) => ({
    id: row.id,
    state: row.state as BatchState,
    messageId: row.messageId ?? null,
    createdAt: row.createdAt!,
    approvedAt: row.approvedAt ?? null,
    paidAt: row.paidAt ?? null,
    payoutCount: totals.get(row.id)?.count ?? 0,
    totalCents: totals.get(row.id)?.total ?? 0,
  }))
}

/** What a new batch would pay now: carriers with payables in no payout, and their total. */
export async function dueNow() {
  const [row] = await db
    .from('payables')
    .whereNull('payout_id')
    .select(db.raw('count(distinct team_id) as carriers'))
    .sum('amount_cents as total')
  return { carriers: Number(row?.carriers ?? 0), totalCents: Number(row?.total ?? 0) }
}

export type BatchPayoutRow = {
  id: number
  teamId: number
  teamName: string
  amountCents: number
  state: string
  /** masked (docs/decisions.md): the whole IBAN is only in the SEPA file */
  ibanMasked: string | null
  accountHolder: string
  payableCount: number
  paidAt: string | null
}

export type BatchDetail = {
  batch: BatchRow & {
    skipped: SkippedCarrier[]
    createdBy: string | null
    approvedBy: string | null
    paidBy: string | null
  }
  payouts: BatchPayoutRow[]
}

/** A batch with its payouts (carrier names and payable counts beside them), or null. */
export async function batchDetail(batchId: number): Promise<BatchDetail | null> {
  const batch = await PayoutBatch.find(batchId)
  if (!batch) return null
  const payouts = await Payout.query().where('batch_id', batch.id).orderBy('id', 'asc')
  const payoutIds = payouts.map((payout) => payout.id)
  const [teams, users, counts] = await Promise.all([
    namesById(
      Team,
      payouts.map((payout) => payout.teamId)
    ),
    namesById(User, [batch.createdById, batch.approvedById, batch.paidById], 'full_name'),
    payoutIds.length
      ? db
          .from('payables')
          .whereIn('payout_id', payoutIds)
          .groupBy('payout_id')
          .select('payout_id')
          .count('* as payables')
      : Promise.resolve([]),
  ])
  const countOf = new Map(counts.map((row: any) => [Number(row.payout_id), Number(row.payables)]))
  const nameOf = (id: number | null) => (id ? (users.get(id) ?? null) : null)
  return {
    batch: {
      id: batch.id,
      state: batch.state,
      messageId: batch.messageId,
      createdAt: batch.createdAt.toISO()!,
      approvedAt: batch.approvedAt?.toISO() ?? null,
      paidAt: batch.paidAt?.toISO() ?? null,
      payoutCount: payouts.length,
      totalCents: payouts.reduce((sum, payout) => sum + payout.amountCents, 0),
      skipped: batch.skipped,
      createdBy: nameOf(batch.createdById),
      approvedBy: nameOf(batch.approvedById),
      paidBy: nameOf(batch.paidById),
    },
    payouts: payouts.map((payout) => ({
      id: payout.id,
      teamId: payout.teamId,
      teamName: teams.get(payout.teamId) ?? '',
      amountCents: payout.amountCents,
      state: payout.state,
      ibanMasked: maskIban(payout.iban),
      accountHolder: payout.accountHolder,
      payableCount: countOf.get(payout.id) ?? 0,
      paidAt: payout.paidAt ? instant(payout.paidAt.toJSDate()) : null,
    })),
  }
}

/** What the SEPA file of a batch needs: the batch and its payouts. */
export async function batchForFile(batchId: number) {
  const batch = await PayoutBatch.find(batchId)
  if (!batch) return null
  const payouts = await Payout.query()
    .where('batch_id', batch.id)
    .orderBy('id', 'asc')
    .select('id', 'amount_cents', 'iban', 'bic', 'account_holder')
  return { batch, payouts }
}
