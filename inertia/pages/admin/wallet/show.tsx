import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import { ListPagination } from '~/components/list_pagination'
import { LedgerTable, type LedgerEntry } from '~/features/wallet/ledger_table'
import { AdjustmentForm } from '~/features/wallet/adjustment_form'
import type { Paginated } from '~/lib/types'

/** Staff: one team's wallet, its ledger and manual adjustments. */
export default function AdminWalletShow({
  team,
  balanceCents,
  entries,
  can,
}: {
  team: Data.Teams.Team
  balanceCents: number
  entries: Paginated<LedgerEntry>
  can: { adjust: boolean }
}) {
  const t = useT()
  const navigating = useNavigating()
  const title = t('wallet.admin.show_title', { team: team.name })
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={
          <Anchor component={Link} route="admin.wallet.index" size="sm">
            {t('wallet.admin.back')}
          </Anchor>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                {t('wallet.balance')}
              </Text>
              <Text fz={28} fw={700} style={{ whiteSpace: 'nowrap' }}>
                {money(balanceCents)}
              </Text>
            </Paper>
            {can.adjust && (
              <Paper withBorder p="md" radius="md">
                <Title order={2} size="h5" mb="sm">
                  {t('wallet.admin.adjust_title')}
                </Title>
                <AdjustmentForm teamId={team.id} />
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
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
                <LedgerTable entries={entries.data} orderRoute="admin.orders.show" />
                <ListPagination
                  meta={entries.metadata}
                  filters={{}}
                  summary={t('wallet.ledger.total', { count: entries.metadata.total })}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}
