import { Alert, Stack } from '@mantine/core'
import { Head, usePage } from '@inertiajs/react'
import { IconShieldCheck, IconHourglass } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { TeamOverviewCards, type TeamOverview } from '~/features/dashboards/team_overview'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

export default function TransporterDashboard({ overview, verified }: { overview: TeamOverview; verified: boolean }) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const team = props.auth!.currentTeam!
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader title={t('dashboard.title')} description={t('dashboard.transporter.description', { team: team.name })} />
      <Stack gap="lg">
        {verified ? (
          <Alert color="green" icon={<IconShieldCheck />} title={t('dashboard.transporter.verified_title')}>
            {t('dashboard.transporter.verified_body')}
          </Alert>
        ) : (
          <Alert color="yellow" icon={<IconHourglass />} title={t('dashboard.transporter.unverified_title')}>
            {t('dashboard.transporter.unverified_body')}
          </Alert>
        )}
        <TeamOverviewCards overview={overview} teamId={team.id} />
      </Stack>
    </>
  )
}
