import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Anchor, Grid, Paper, Stack, Title } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import type { LedgerEntry } from '~/features/wallet/ledger_table'
import { AdjustmentForm } from '~/features/wallet/adjustment_form'
import type { Paginated } from '~/lib/types'
import { WalletBalance, WalletLedger } from '~/features/wallet/wallet_section'

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
            <WalletBalance balanceCents={balanceCents} />
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
            <WalletLedger entries={entries} orderRoute="admin.orders.show" />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}
