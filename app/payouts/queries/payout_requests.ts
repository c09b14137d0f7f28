import db from '@adonisjs/lucid/services/db'
import { instant } from '#core/database/plain_rows'
import { PAYOUT_REQUEST_MIN_CENTS } from '#payouts/domain/payout_requests'
import { dueFor } from '#payouts/actions/payout_requests'

/** The carrier's side: what is due, the threshold, and its open request if any. */
export async function payoutRequestState(teamId: number) {
  const [dueCents, open] = await Promise.all([
    dueFor(teamId),
    db
      .from('payout_requests')
      .where('team_id', teamId)
      .whereNull('batch_id')
      .select('amount_cents', 'created_at')
      .first(),
  ])
  return {
    dueCents,
    minCents: PAYOUT_REQUEST_MIN_CENTS,
    open: open
      ? { amountCents: Number(open.amount_cents), createdAt: instant(open.created_at)! }
      : null,
  }
}

/** Staff's side: the open requests, oldest first, with the carriers' names (at most 50). */
export async function openPayoutRequests() {
  const rows = await db
    .from('payout_requests')
    .join('teams', 'teams.id', 'payout_requests.team_id')
    .whereNull('payout_requests.batch_id')
    .orderBy('payout_requests.id', 'asc')
    .limit(50)
    .select('payout_requests.id', 'payout_requests.amount_cents', 'payout_requests.created_at')
    .select('teams.name as team_name')
  return rows.map((row) => ({
    id: Number(row.id),
    teamName: row.team_name as string,
    amountCents: Number(row.amount_cents),
    createdAt: instant(row.created_at)!,
  }))
}
