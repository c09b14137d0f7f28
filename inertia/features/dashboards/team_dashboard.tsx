import { SimpleGrid, Stack, Title } from '@mantine/core'
import { Head, usePage } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { PageHeader } from '~/components/page_header'
import { StatCard } from '~/components/stat_card'
import { TeamOverviewCards, type TeamOverview } from '~/features/dashboards/team_overview'
import {
  StateCounts,
  UpcomingTable,
  type UpcomingRoute,
  type UpcomingTransport,
} from '~/features/dashboards/upcoming_table'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

type Upcoming = { title: string; rows: UpcomingTransport[]; emptyKey: string }

/**
 * A team's dashboard (dealer, transporter): header naming the team, the
 * area's own cards (`children`), the pickups and deliveries side by side and
 * the team overview.
 */
export function TeamDashboard({
  descriptionKey,
  overview,
  pickups,
  deliveries,
  showDate,
  showRoute,
  children,
}: {
  /** Translation key of the description; it receives `{ team }`. */
  descriptionKey: string
  overview: TeamOverview
  pickups: Upcoming
  deliveries: Upcoming
  showDate?: boolean
  /** The page each line's reference opens. */
  showRoute?: UpcomingRoute
  children: ReactNode
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const team = props.auth!.currentTeam!
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader
        title={t('dashboard.title')}
        description={t(descriptionKey, { team: team.name })}
      />
      <Stack gap="lg">
        {children}
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <UpcomingTable {...pickups} showDate={showDate} showRoute={showRoute} />
          <UpcomingTable {...deliveries} showDate={showDate} showRoute={showRoute} />
        </SimpleGrid>
        <Title order={2} size="h3">
          {t('dashboard.team.heading')}
        </Title>
        <TeamOverviewCards overview={overview} teamId={team.id} />
      </Stack>
    </>
  )
}

/** A dashboard card with the total over states and the count of each state below it. */
export function StateTotalCard({
  label,
  counts,
  prefix,
  href,
}: {
  label: string
  counts: Record<string, number>
  prefix: string
  /** The list behind the figure. */
  href?: string
}) {
  return (
    <StatCard
      href={href}
      label={label}
      value={Object.values(counts).reduce((sum, total) => sum + total, 0)}
      hint={<StateCounts counts={counts} prefix={prefix} />}
    />
  )
}
