import { Head } from '@inertiajs/react'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import { PaymentsTabs } from '~/features/ordering/payments_tabs'
import { ListPagination } from '~/components/list_pagination'
import { LedgerTable, type LedgerEntry } from '~/features/wallet/ledger_table'
import type { Paginated } from '~/lib/types'

/** Payments → wallet: the team's balance and its ledger. */
export default function DealerWallet({
  balanceCents,
  entries,
}: {
  balanceCents: number
  entries: Paginated<LedgerEntry>
}) {
  const t = useT()
  const navigating = useNavigating()
  return (
    <>
      <Head title={t('wallet.dealer.title')} />
      <PageHeader title={t('ordering.nav.payments')} description={t('wallet.dealer.description')} />
      <PaymentsTabs active="wallet" />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t('wallet.balance')}
          </Text>
          <Text fz={28} fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="wallet-balance">
            {money(balanceCents)}
          </Text>
        </Paper>
        <Title order={2} size="h4">
          {t('wallet.ledger.title')}
        </Title>
        {navigating ? (
          <ListLoading rows={5} />
        ) : entries.data.length === 0 ? (
          <EmptyState
            title={t('wallet.ledger.empty')}
            description={t('wallet.ledger.empty_description')}
          />
        ) : (
          <>
            <LedgerTable entries={entries.data} orderRoute="dealer.orders.show" />
            <ListPagination
              meta={entries.metadata}
              filters={{}}
              summary={t('wallet.ledger.total', { count: entries.metadata.total })}
            />
          </>
        )}
      </Stack>
    </>
  )
}
