import { SimpleGrid, Stack, Title } from '@mantine/core'
import { Head, usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/page_header'
import { StatCard } from '~/components/stat_card'
import { TeamOverviewCards, type TeamOverview } from '~/features/dashboards/team_overview'
import { StateCounts, UpcomingTable } from '~/features/dashboards/upcoming_table'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'
import { money } from '@shared/format'

export default function DealerDashboard({
  overview,
  activity,
}: {
  overview: TeamOverview
  activity: Data.Dashboards.DealerActivity
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const team = props.auth!.currentTeam!
  const openRequests = Object.values(activity.openRequests).reduce((sum, total) => sum + total, 0)
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.dealer.description', { team: team.name })}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <StatCard
            label={t('dashboard.activity.open_requests')}
            value={openRequests}
            hint={<StateCounts counts={activity.openRequests} prefix="dashboard.request_state" />}
          />
          <StatCard
            label={t('dashboard.activity.transports')}
            value={Object.values(activity.transportsByState).reduce((sum, total) => sum + total, 0)}
            hint={
              <StateCounts counts={activity.transportsByState} prefix="dashboard.transport_state" />
            }
          />
          <StatCard
            label={t('dashboard.activity.wallet_balance')}
            value={<span className="money">{money(activity.walletBalanceCents)}</span>}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <UpcomingTable
            title={t('dashboard.activity.next_pickups')}
            rows={activity.nextPickups}
            emptyKey="dashboard.activity.no_pickups"
          />
          <UpcomingTable
            title={t('dashboard.activity.next_deliveries')}
            rows={activity.nextDeliveries}
            emptyKey="dashboard.activity.no_deliveries"
          />
        </SimpleGrid>
        <Title order={2} size="h3">
          {t('dashboard.team.heading')}
        </Title>
        <TeamOverviewCards overview={overview} teamId={team.id} />
      </Stack>
    </>
  )
}
