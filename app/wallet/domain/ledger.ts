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

/**
 * Parses an amount in euro typed by a person ("12", "12,5", "1.234,56",
 * "12.50") into integer cents, without floating point. Null when it is not a
 * positive amount with at most 2 decimals.
 */
export function eurosToCents(input: string): number | null {
  const text = input.trim().replace(/\s|€/g, '')
  let integer: string
  let decimals = ''
  const comma = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text)
  const dot = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (dot) {
    integer = dot[1]!
    decimals = dot[2] ?? ''
  } else if (comma) {
    integer = comma[1]!.replace(/\./g, '')
    decimals = comma[2] ?? ''
  } else {
    return null
  }
  if (integer.length > 12) return null
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null
}
