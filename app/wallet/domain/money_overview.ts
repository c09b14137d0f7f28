/**
 * Admin → Money: the platform's money month by month (docs/money.md). Pure:
 * folds each account's movements per month, from the balances before the
 * year, into what entered, what is held and owed at each month's end, what
 * was paid out, and the revenue and VAT booked.
 */
import type { LedgerAccount } from '#ledger/domain/accounts'

/** One account's movements in one month: money into it (≥ 0) and out of it (≤ 0). */
export type AccountMonth = { inCents: number; outCents: number }

export type OverviewMonth = {
  month: string
  /** money that entered the platform: card, bank transfers, staff credits */
  receivedCents: number
  /** orders and plan months paid from wallets */
  spentCents: number
  /** held for transports under way, at the month's end */
  heldCents: number
  /** owed to carriers, at the month's end */
  dueCents: number
  /** paid to carriers in the month */
  paidOutCents: number
  /** margin and plan sales booked in the month (net of reversals) */
  revenueCents: number
  /** VAT invoiced in the month, less credit notes */
  vatCents: number
  /** every dealer wallet together, at the month's end */
  walletsCents: number
}

const OUTSIDE: LedgerAccount[] = ['card', 'bank', 'adjustments']

/** An outflow as a positive amount (never -0). */
const outflow = (cents: number) => (cents === 0 ? 0 : -cents)

export function overviewMonths(
  opening: Partial<Record<LedgerAccount, number>>,
  months: { month: string; accounts: Partial<Record<LedgerAccount, AccountMonth>> }[]
): OverviewMonth[] {
  const balance = { ...opening }
  const moved = (accounts: Partial<Record<LedgerAccount, AccountMonth>>, account: LedgerAccount) =>
    accounts[account] ?? { inCents: 0, outCents: 0 }
  return months.map(({ month, accounts }) => {
    for (const [account, figures] of Object.entries(accounts) as [LedgerAccount, AccountMonth][]) {
      balance[account] = (balance[account] ?? 0) + figures.inCents + figures.outCents
    }
    const net = (account: LedgerAccount) =>
      moved(accounts, account).inCents + moved(accounts, account).outCents
    return {
      month,
      receivedCents: outflow(
        OUTSIDE.reduce((sum, account) => sum + moved(accounts, account).outCents, 0)
      ),
      spentCents: outflow(moved(accounts, 'dealer_wallet').outCents),
      heldCents: balance.held ?? 0,
      dueCents: balance.transporter_payable ?? 0,
      paidOutCents: outflow(moved(accounts, 'transporter_payable').outCents),
      revenueCents: net('platform_revenue'),
      vatCents: net('vat_payable'),
      walletsCents: balance.dealer_wallet ?? 0,
    }
  })
}
