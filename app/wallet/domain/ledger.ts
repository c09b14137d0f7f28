/**
 * Pure rules of the wallet ledger (DOMAIN.md §3): integer cents, a balance
 * is the sum of the entries and never goes below zero through a payment
 * (only an imposed charge, DEBT_KINDS, may leave a debt).
 */
import type { WalletEntryKind } from '#wallet/models/wallet_entry'

export const WALLET_ENTRY_KINDS: WalletEntryKind[] = [
  'top_up',
  'order_payment',
  'refund',
  'adjustment',
  'pro_upgrade',
  'dispute_refund',
  'dry_run_fee',
  'dry_run_compensation',
]

/**
 * Charges the platform imposes rather than purchases the team makes: they are
 * recorded even when the balance does not cover them, and the balance goes
 * below zero — a debt shown on the wallet page, which blocks wallet payments
 * (those still never go below zero) until a top-up covers it. Only the
 * dry-run fee (issue 11): refusing it would refuse the carrier's record.
 */
export const DEBT_KINDS: readonly WalletEntryKind[] = ['dry_run_fee']

/** The largest amount one entry may move (1 million euro): protects against typos. */
export const MAX_ENTRY_CENTS = 100_000_000

/**
 * The balance after applying `amountCents`, or null when a debit would take
 * it below zero (unless the entry's kind may leave a debt, DEBT_KINDS). A
 * credit is always applied, even while a debt leaves the balance negative.
 */
export function balanceAfter(
  balanceCents: number,
  amountCents: number,
  kind?: WalletEntryKind
): number | null {
  if (!Number.isSafeInteger(balanceCents) || !Number.isSafeInteger(amountCents)) {
    throw new Error('Wallet amounts are integer cents')
  }
  const after = balanceCents + amountCents
  /* a credit always lands (it may only reduce a debt); a debit may not make or deepen one */
  if (after < 0 && amountCents < 0 && !(kind && DEBT_KINDS.includes(kind))) return null
  return after
}

export { eurosToCents } from '#shared/money'
