import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { postTransaction, within } from '#ledger/actions/post_transaction'
import { drainWallet, fundWallet } from '#ledger/domain/postings'
import type { LedgerKind } from '#ledger/domain/accounts'
import { err } from '#core/result'
import { recordAudit } from '#audit/actions/record_audit'

export type WalletFunding = {
  /** where the money comes from: a card payment, a bank transfer, a staff credit */
  source: 'card' | 'bank' | 'adjustments'
  kind: Extract<LedgerKind, 'card_top_up' | 'bank_transfer' | 'adjustment'>
  /** the business event or retried request: the same key never credits twice */
  key?: string | null
  reason?: string | null
  orderId?: number | null
  byUserId: number | null
}

/** Adds `cents` (positive) to a dealer team's wallet, from outside the platform. */
export function creditWallet(
  teamId: number,
  cents: number,
  funding: WalletFunding,
  trx?: TransactionClientContract
) {
  if (!(Number.isSafeInteger(cents) && cents > 0))
    return Promise.resolve(err('invalid_amount' as const))
  return within(trx, (client) =>
    postTransaction(
      {
        kind: funding.kind,
        key: funding.key ?? null,
        entries: fundWallet(funding.source, teamId, cents),
        teamId,
        orderId: funding.orderId ?? null,
        reason: funding.reason ?? null,
        byUserId: funding.byUserId,
      },
      client
    )
  )
}

/**
 * A staff member's manual credit or debit of a wallet (kind `adjustment`,
 * against the `adjustments` account): the reason and the staff member are
 * stored on the transaction. A debit never takes the wallet below zero.
 */
export function adjustWallet(input: {
  teamId: number
  /** a correction either way, or a bank transfer received (the money enters from the bank) */
  direction: 'credit' | 'debit' | 'transfer'
  /** Positive integer cents. */
  amount: number
  reason: string
  adminUserId: number
  key?: string | null
}) {
  if (!(Number.isSafeInteger(input.amount) && input.amount > 0))
    return Promise.resolve(err('invalid_amount' as const))
  return within(undefined, async (trx) => {
    const transfer = input.direction === 'transfer'
    const posted =
      input.direction !== 'debit'
        ? await creditWallet(
            input.teamId,
            input.amount,
            {
              source: transfer ? 'bank' : 'adjustments',
              kind: transfer ? 'bank_transfer' : 'adjustment',
              key: input.key,
              reason: input.reason,
              byUserId: input.adminUserId,
            },
            trx
          )
        : await postTransaction(
            {
              kind: 'adjustment',
              key: input.key ?? null,
              entries: drainWallet(input.teamId, input.amount),
              teamId: input.teamId,
              reason: input.reason,
              byUserId: input.adminUserId,
            },
            trx
          )
    if (posted.ok) await auditAdjustment(input, trx)
    return posted
  })
}

/** A staff adjustment in the audit trail: the team, the direction and amount, the reason. */
async function auditAdjustment(
  input: { teamId: number; direction: string; amount: number; reason: string; adminUserId: number },
  trx: TransactionClientContract
) {
  const team = await trx.from('teams').where('id', input.teamId).select('name').first()
  await recordAudit(
    {
      actorUserId: input.adminUserId,
      action: 'wallet.adjusted',
      subjectType: 'team',
      subjectId: input.teamId,
      subjectLabel: team?.name ?? null,
      after: { direction: input.direction, amountCents: input.amount },
      reason: input.reason,
    },
    trx
  )
}

/** For demo data: gives a dealer team a starting balance (a bank transfer received). */
export function seedWalletCredit(
  teamId: number,
  cents: number,
  reason: string,
  adminUserId: number | null
) {
  return creditWallet(teamId, cents, {
    source: 'bank',
    kind: 'bank_transfer',
    reason,
    byUserId: adminUserId,
  })
}
