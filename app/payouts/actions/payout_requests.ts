import { notifyPayoutRequested } from '#notifications/actions/lifecycle'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { err, ok, type Result } from '#core/result'
import { databaseNow } from '#core/database/dialect'
import { lockAccount } from '#ledger/actions/post_transaction'
import { PAYOUT_REQUEST_MIN_CENTS } from '#payouts/domain/payout_requests'

export type RequestPayoutError = 'below_threshold' | 'already_requested' | 'no_payout_account'

/** What the carrier is owed and not yet in a payout, read under its payable account's lock. */
export async function dueFor(teamId: number, client: TransactionClientContract | typeof db = db) {
  const row = await client
    .from('payables')
    .where('team_id', teamId)
    .whereNull('payout_id')
    .sum('amount_cents as total')
    .first()
  return Number(row?.total ?? 0)
}

/**
 * A carrier's owner or admin asks to be paid now: allowed when what is due
 * reaches the threshold and no request is open. Under the carrier's payable
 * account lock, so two clicks make one request. The next batch staff create
 * takes it (and closes it).
 */
export async function requestPayout(input: {
  teamId: number
  userId: number
}): Promise<Result<{ amountCents: number }, RequestPayoutError>> {
  return db.transaction(async (trx) => {
    await lockAccount('transporter_payable', input.teamId, trx)
    const account = await trx.from('payout_accounts').where('team_id', input.teamId).first()
    if (!account) return err('no_payout_account')
    const open = await trx
      .from('payout_requests')
      .where('team_id', input.teamId)
      .whereNull('batch_id')
      .first()
    if (open) return err('already_requested')
    const due = await dueFor(input.teamId, trx)
    if (due < PAYOUT_REQUEST_MIN_CENTS) return err('below_threshold')
    const [inserted] = await trx
      .table('payout_requests')
      .insert({
        team_id: input.teamId,
        requested_by_id: input.userId,
        amount_cents: due,
        created_at: databaseNow(trx),
      })
      .returning('id')
    const team = await trx.from('teams').where('id', input.teamId).select('name').first()
    await notifyPayoutRequested(
      {
        requestId: Number(typeof inserted === 'object' ? inserted.id : inserted),
        teamName: String(team?.name ?? ''),
        amountCents: due,
      },
      trx
    )
    return ok({ amountCents: due })
  })
}

/** The open requests of these carriers are taken by this batch. */
export function closeRequests(batchId: number, teamIds: number[], trx: TransactionClientContract) {
  return trx
    .from('payout_requests')
    .whereIn('team_id', teamIds)
    .whereNull('batch_id')
    .update({ batch_id: batchId })
}
