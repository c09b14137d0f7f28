import { Head } from '@inertiajs/react'
import { Stack } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import type { LedgerEntry } from '~/features/wallet/ledger_table'
import type { Paginated } from '~/lib/types'
import { WalletBalance, WalletLedger } from '~/features/wallet/wallet_section'
import { CardTopUpForm, type CardTopUp } from '~/features/wallet/card_top_up_form'
import { BankTopUpPanel, type BankTopUp } from '~/features/wallet/bank_top_up'

/** Payments → wallet: the team's balance, the top-ups by card and bank transfer (when on) and the ledger. */
export default function DealerWallet({
  balanceCents,
  entries,
  cardTopUp,
  bankTopUp,
  cardReturn,
}: {
  balanceCents: number
  entries: Paginated<LedgerEntry>
  /** null: card payments are off (no Stripe keys) */
  cardTopUp: CardTopUp | null
  /** null: the platform's IBAN is not set */
  bankTopUp: BankTopUp | null
  cardReturn: 'success' | 'cancelled' | null
}) {
  const t = useT()
  return (
    <>
      <Head title={t('wallet.dealer.title')} />
      <PageHeader title={t('ordering.nav.payments')} description={t('wallet.dealer.description')} />
      <PaymentsTabs active="wallet" />
      <Stack gap="md">
        <WalletBalance balanceCents={balanceCents} />
        {cardTopUp && <CardTopUpForm limits={cardTopUp} returned={cardReturn} />}
        {bankTopUp && <BankTopUpPanel account={bankTopUp} />}
        <WalletLedger entries={entries} orderRoute="dealer.orders.show" />
      </Stack>
    </>
  )
}
