import { Head } from '@inertiajs/react'
import { Stack } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import type { LedgerEntry } from '~/features/wallet/ledger_table'
import type { Paginated } from '~/lib/types'
import { WalletBalance, WalletLedger } from '~/features/wallet/wallet_section'

/** Payments → wallet: the team's balance and its ledger. */
export default function DealerWallet({
  balanceCents,
  entries,
}: {
  balanceCents: number
  entries: Paginated<LedgerEntry>
}) {
  const t = useT()
  return (
    <>
      <Head title={t('wallet.dealer.title')} />
      <PageHeader title={t('ordering.nav.payments')} description={t('wallet.dealer.description')} />
      <PaymentsTabs active="wallet" />
      <Stack gap="md">
        <WalletBalance balanceCents={balanceCents} />
        <WalletLedger entries={entries} orderRoute="dealer.orders.show" />
      </Stack>
    </>
  )
}
