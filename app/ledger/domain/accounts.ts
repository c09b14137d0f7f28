/**
 * The accounts of the double-entry ledger (docs/money.md). Pure: no database.
 *
 * Every amount is signed integer cents, seen from the account: money into it
 * is positive, money out of it negative. The entries of one transaction sum
 * to zero, so money is never created or lost inside the platform; the three
 * "outside" accounts (`card`, `bank`, `adjustments`) carry the other side of
 * money that enters or leaves (a card payment, a bank transfer, a payout, a
 * correction), which is why their balances are negative while the platform
 * holds money: the sum of every internal account is the cash the platform
 * should have.
 */

export const LEDGER_ACCOUNTS = [
  /* a dealer team's prepaid money (per team) */
  'dealer_wallet',
  /* a dealer's payment held by the platform until its transport completes (per transport, net of VAT) */
  'held',
  /* what the platform owes a carrier team (per team), until a payout pays it */
  'transporter_payable',
  /* the platform's margin and its own sales (the pro plan) */
  'platform_revenue',
  /* VAT invoiced to dealers, owed to the State */
  'vat_payable',
  /* outside: card payments through Stripe */
  'card',
  /* outside: the platform's bank account (transfers received, payouts sent) */
  'bank',
  /* outside: staff corrections with a written reason */
  'adjustments',
] as const

export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

/** Accounts kept per team, with a running balance under the account's row lock. */
export const TEAM_ACCOUNTS: readonly LedgerAccount[] = ['dealer_wallet', 'transporter_payable']

/** Accounts kept per transport. */
export const TRANSPORT_ACCOUNTS: readonly LedgerAccount[] = ['held']

/** Accounts on the other side of money entering or leaving the platform. */
export const OUTSIDE_ACCOUNTS: readonly LedgerAccount[] = ['card', 'bank', 'adjustments']

export function isTeamAccount(account: LedgerAccount) {
  return TEAM_ACCOUNTS.includes(account)
}

export function isTransportAccount(account: LedgerAccount) {
  return TRANSPORT_ACCOUNTS.includes(account)
}

export const LEDGER_KINDS = [
  /* staff credit or debit of a wallet, with a reason */
  'adjustment',
  /* a wallet top-up by card (Stripe) */
  'card_top_up',
  /* a bank transfer received into a wallet (a top-up, or an order paid by transfer) */
  'bank_transfer',
  /* an order paid from the wallet: held per transport, VAT owed */
  'order_payment',
  /* a transport cancelled: what was held and its VAT back to the wallet (a fee to the carrier after assignment) */
  'cancellation',
  /* a dispute resolved with a partial refund */
  'dispute_refund',
  /* a dry run the dealer caused: its fee, owed to the carrier */
  'dry_run_fee',
  /* a transport completed: held → the carrier's payable and the platform's margin */
  'completion',
  /* a month of the pro plan, from the wallet */
  'pro_subscription',
  /* a carrier paid by bank transfer */
  'payout',
] as const

export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Kinds that may leave a dealer's wallet below zero: charges the platform
 * imposes rather than purchases the dealer makes (refusing the dry-run fee
 * would refuse the carrier's record). The debt blocks wallet payments until
 * a top-up covers it.
 */
export const DEBT_KINDS: readonly LedgerKind[] = ['dry_run_fee']

/** The largest amount one entry may move (1 million euro): protects against typos. */
export const MAX_ENTRY_CENTS = 100_000_000

export type EntryLine = {
  account: LedgerAccount
  /** the team of a team account (and, for `held`, the dealer team that paid) */
  teamId?: number | null
  /** the transport of a `held` entry */
  transportId?: number | null
  amountCents: number
}

export type BalanceRefusal = 'unbalanced' | 'invalid_amount' | 'missing_owner'

/**
 * Whether entries form a valid transaction: at least two, integer cents,
 * none zero or beyond the cap, summing to zero, each team account with its
 * team and each transport account with its transport.
 */
export function checkEntries(entries: readonly EntryLine[]): BalanceRefusal | null {
  if (entries.length < 2) return 'unbalanced'
  let sum = 0
  for (const entry of entries) {
    if (
      !Number.isSafeInteger(entry.amountCents) ||
      entry.amountCents === 0 ||
      Math.abs(entry.amountCents) > MAX_ENTRY_CENTS
    )
      return 'invalid_amount'
    if (isTeamAccount(entry.account) && !entry.teamId) return 'missing_owner'
    if (isTransportAccount(entry.account) && !entry.transportId) return 'missing_owner'
    sum += entry.amountCents
  }
  return sum === 0 ? null : 'unbalanced'
}

/**
 * The balance of a team account after an entry, or null when the entry would
 * take it below zero: a wallet pays only with what it holds (unless the kind
 * may leave a debt), a carrier is never paid more than it is owed. A credit
 * always lands, even while a debt leaves the balance negative.
 */
export function balanceAfter(
  account: LedgerAccount,
  balanceCents: number,
  amountCents: number,
  kind: LedgerKind
): number | null {
  if (!Number.isSafeInteger(balanceCents) || !Number.isSafeInteger(amountCents)) {
    throw new Error('Ledger amounts are integer cents')
  }
  const after = balanceCents + amountCents
  if (after >= 0 || amountCents > 0) return after
  if (account === 'dealer_wallet' && DEBT_KINDS.includes(kind)) return after
  return null
}
