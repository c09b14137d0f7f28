import { Head, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/page_header'
import { TeamOverviewCards, type TeamOverview } from '~/features/dashboards/team_overview'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

export default function DealerDashboard({ overview }: { overview: TeamOverview }) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const team = props.auth!.currentTeam!
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader title={t('dashboard.title')} description={t('dashboard.dealer.description', { team: team.name })} />
      <TeamOverviewCards overview={overview} teamId={team.id} />
    </>
  )
}
