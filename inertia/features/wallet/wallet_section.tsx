import { Paper, Text, Title } from '@mantine/core'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { LedgerTable, type LedgerEntry } from '~/features/wallet/ledger_table'

/** A team's wallet balance, large. */
export function WalletBalance({ balanceCents }: { balanceCents: number }) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {t('wallet.balance')}
      </Text>
      <Text
        fz={28}
        fw={700}
        c={balanceCents < 0 ? 'red' : undefined}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="wallet-balance"
      >
        {money(balanceCents)}
      </Text>
      {balanceCents < 0 && (
        <Text size="sm" c="red" mt={4}>
          {t('wallet.debt')}
        </Text>
      )}
    </Paper>
  )
}

/** The wallet's ledger under its title: paginated, newest first; an entry links to its order. */
export function WalletLedger({
  entries,
  orderRoute,
}: {
  entries: Paginated<LedgerEntry>
  orderRoute: Parameters<typeof LedgerTable>[0]['orderRoute']
}) {
  const t = useT()
  return (
    <>
      <Title order={2} size="h4">
        {t('wallet.ledger.title')}
      </Title>
      <ListContent
        rows={5}
        isEmpty={entries.data.length === 0}
        empty={{
          title: t('wallet.ledger.empty'),
          description: t('wallet.ledger.empty_description'),
        }}
      >
        <LedgerTable entries={entries.data} orderRoute={orderRoute} />
        <ListPagination
          meta={entries.metadata}
          filters={{}}
          summary={t('wallet.ledger.total', { count: entries.metadata.total })}
        />
      </ListContent>
    </>
  )
}
