/**
 * The entries of each money movement (docs/money.md, "Flows of money").
 * Pure: amounts in, balanced entries out; the actions post them. Each
 * builder's entries sum to zero (unit-tested), so a flow can only move money
 * from one account to another.
 */
import type { EntryLine } from '#ledger/domain/accounts'

const nonZero = (lines: EntryLine[]) => lines.filter((line) => line.amountCents !== 0)

/** Money from outside into a dealer's wallet: a card top-up, a bank transfer, a staff credit. */
export function fundWallet(
  source: 'card' | 'bank' | 'adjustments',
  teamId: number,
  cents: number
): EntryLine[] {
  return [
    { account: source, amountCents: -cents },
    { account: 'dealer_wallet', teamId, amountCents: cents },
  ]
}

/** A staff debit of a wallet (money leaves: returned to the dealer's bank, a correction). */
export function drainWallet(teamId: number, cents: number): EntryLine[] {
  return [
    { account: 'dealer_wallet', teamId, amountCents: -cents },
    { account: 'adjustments', amountCents: cents },
  ]
}

export type PaidTransport = { transportId: number; netCents: number; vatCents: number }

/**
 * An order paid from the wallet: the gross leaves the wallet, each
 * transport's net is held for it until it completes, the VAT is owed.
 */
export function orderPayment(teamId: number, transports: PaidTransport[]): EntryLine[] {
  const gross = transports.reduce((sum, line) => sum + line.netCents + line.vatCents, 0)
  const vat = transports.reduce((sum, line) => sum + line.vatCents, 0)
  return nonZero([
    { account: 'dealer_wallet', teamId, amountCents: -gross },
    ...transports.map((line): EntryLine => ({
      account: 'held',
      teamId,
      transportId: line.transportId,
      amountCents: line.netCents,
    })),
    { account: 'vat_payable', amountCents: vat },
  ])
}

/**
 * A transport cancelled before pickup: what is held for it and its VAT go
 * back to the wallet; after assignment the cancellation fee (never more than
 * what comes back) goes from the wallet to the carrier.
 */
export function cancellation(input: {
  dealerTeamId: number
  transportId: number
  heldCents: number
  vatCents: number
  feeCents: number
  carrierTeamId: number | null
}): EntryLine[] {
  const back = input.heldCents + input.vatCents
  const fee = input.carrierTeamId ? Math.min(Math.max(input.feeCents, 0), back) : 0
  return nonZero([
    {
      account: 'held',
      teamId: input.dealerTeamId,
      transportId: input.transportId,
      amountCents: -input.heldCents,
    },
    { account: 'vat_payable', amountCents: -input.vatCents },
    { account: 'dealer_wallet', teamId: input.dealerTeamId, amountCents: back - fee },
    ...(fee > 0
      ? [
          {
            account: 'transporter_payable',
            teamId: input.carrierTeamId,
            amountCents: fee,
          } as EntryLine,
        ]
      : []),
  ])
}

/** States in which a dealer's cancellation costs the fee: a carrier was assigned, the pickup has not happened. */
export const FEE_STATES = ['assigned', 'pickup_scheduled'] as const

/**
 * What a dealer's cancellation of a transport in `state` costs and gives
 * back: after assignment the fee (never more than the gross), before it
 * nothing; the rest of the gross goes back to the wallet. The same rule the
 * posting applies (`cancellation` above), shown to the dealer before they confirm.
 */
export function cancellationTerms(input: { state: string; grossCents: number; feeCents: number }) {
  const fee = (FEE_STATES as readonly string[]).includes(input.state)
    ? Math.min(Math.max(input.feeCents, 0), input.grossCents)
    : 0
  return { feeCents: fee, refundCents: input.grossCents - fee }
}

/**
 * A dispute's partial refund: its net leaves what is held, its VAT is no
 * longer owed, the gross lands in the wallet. The split is the credit note's
 * (app/invoicing splitGross), so the books and the document agree to the cent.
 */
export function disputeRefund(input: {
  dealerTeamId: number
  transportId: number
  netCents: number
  vatCents: number
}): EntryLine[] {
  return nonZero([
    {
      account: 'held',
      teamId: input.dealerTeamId,
      transportId: input.transportId,
      amountCents: -input.netCents,
    },
    { account: 'vat_payable', amountCents: -input.vatCents },
    {
      account: 'dealer_wallet',
      teamId: input.dealerTeamId,
      amountCents: input.netCents + input.vatCents,
    },
  ])
}

/**
 * What a completed transport's carrier is owed: its awarded payout, less the
 * net the dealer was refunded (a dispute's decision), never below zero nor
 * above what is still held. The margin is what remains.
 */
export function completionSplit(input: {
  netCents: number
  heldCents: number
  payoutCents: number
}) {
  const refunded = Math.max(0, input.netCents - input.heldCents)
  const payable = Math.max(0, Math.min(input.payoutCents - refunded, input.heldCents))
  return { payableCents: payable, marginCents: input.heldCents - payable }
}

/** A transport completed: what is held goes to the carrier's payable and the platform's margin. */
export function completion(input: {
  dealerTeamId: number
  carrierTeamId: number
  transportId: number
  netCents: number
  heldCents: number
  payoutCents: number
}): EntryLine[] {
  const { payableCents, marginCents } = completionSplit(input)
  return nonZero([
    {
      account: 'held',
      teamId: input.dealerTeamId,
      transportId: input.transportId,
      amountCents: -input.heldCents,
    },
    { account: 'transporter_payable', teamId: input.carrierTeamId, amountCents: payableCents },
    { account: 'platform_revenue', amountCents: marginCents },
  ])
}

/** A fee the dealer owes the carrier (a dry run): from the wallet, even into a debt. */
export function feeToCarrier(input: {
  dealerTeamId: number
  carrierTeamId: number
  feeCents: number
}): EntryLine[] {
  return [
    { account: 'dealer_wallet', teamId: input.dealerTeamId, amountCents: -input.feeCents },
    { account: 'transporter_payable', teamId: input.carrierTeamId, amountCents: input.feeCents },
  ]
}

/** The platform's own sale paid from the wallet (a month of the pro plan): revenue and VAT. */
export function platformSale(teamId: number, netCents: number, vatCents: number): EntryLine[] {
  return nonZero([
    { account: 'dealer_wallet', teamId, amountCents: -(netCents + vatCents) },
    { account: 'platform_revenue', amountCents: netCents },
    { account: 'vat_payable', amountCents: vatCents },
  ])
}

/** A carrier paid by bank transfer: its payable goes down, the money leaves the bank. */
export function payout(carrierTeamId: number, cents: number): EntryLine[] {
  return [
    { account: 'transporter_payable', teamId: carrierTeamId, amountCents: -cents },
    { account: 'bank', amountCents: cents },
  ]
}
