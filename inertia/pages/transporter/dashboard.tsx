import { Head, usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { IconShieldCheck, IconHourglass } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core'
import { StatCard } from '~/components/stat_card'
import { TeamOverviewCards, type TeamOverview } from '~/features/dashboards/team_overview'
import { StateCounts, UpcomingTable } from '~/features/dashboards/upcoming_table'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

export default function TransporterDashboard({
  overview,
  activity,
  verified,
}: {
  overview: TeamOverview
  activity: Data.Dashboards.TransporterActivity
  verified: boolean
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const team = props.auth!.currentTeam!
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.transporter.description', { team: team.name })}
      />
      <Stack gap="lg">
        {verified ? (
          <Alert
            color="green"
            icon={<IconShieldCheck />}
            title={t('dashboard.transporter.verified_title')}
          >
            {t('dashboard.transporter.verified_body')}
          </Alert>
        ) : (
          <Alert
            color="yellow"
            icon={<IconHourglass />}
            title={t('dashboard.transporter.unverified_title')}
          >
            {t('dashboard.transporter.unverified_body')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StatCard
            label={t('dashboard.activity.assigned_work')}
            value={Object.values(activity.workByState).reduce((sum, total) => sum + total, 0)}
            hint={<StateCounts counts={activity.workByState} prefix="dashboard.transport_state" />}
          />
          <StatCard
            label={t('dashboard.activity.earnings_month')}
            value={<span className="money">{money(activity.earningsThisMonthCents)}</span>}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <UpcomingTable
            title={t('dashboard.activity.today_pickups')}
            rows={activity.todayPickups}
            emptyKey="dashboard.activity.no_pickups_today"
            showDate={false}
          />
          <UpcomingTable
            title={t('dashboard.activity.today_deliveries')}
            rows={activity.todayDeliveries}
            emptyKey="dashboard.activity.no_deliveries_today"
            showDate={false}
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
