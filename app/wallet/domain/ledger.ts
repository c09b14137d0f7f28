/**
 * Pure rules of the wallet ledger (DOMAIN.md §3): integer cents, a balance
 * is the sum of the entries and never goes below zero.
 */
import type { WalletEntryKind } from '#wallet/models/wallet_entry'

export const WALLET_ENTRY_KINDS: WalletEntryKind[] = [
  'top_up',
  'order_payment',
  'refund',
  'adjustment',
  'pro_upgrade',
  'dispute_refund',
]

/** The largest amount one entry may move (1 million euro): protects against typos. */
export const MAX_ENTRY_CENTS = 100_000_000

/** The balance after applying `amountCents`, or null when it would go below zero. */
export function balanceAfter(balanceCents: number, amountCents: number): number | null {
  if (!Number.isSafeInteger(balanceCents) || !Number.isSafeInteger(amountCents)) {
    throw new Error('Wallet amounts are integer cents')
  }
  const after = balanceCents + amountCents
  return after < 0 ? null : after
}

export { eurosToCents } from '#shared/money'
