import type { Data } from '@generated/data'
import { IconShieldCheck, IconHourglass } from '@tabler/icons-react'
import { Alert, SimpleGrid } from '@mantine/core'
import { StatCard } from '~/components/stat_card'
import type { TeamOverview } from '~/features/dashboards/team_overview'
import { StateTotalCard, TeamDashboard } from '~/features/dashboards/team_dashboard'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { MarketplaceCards } from '~/features/dashboards/marketplace_cards'
import { OwnScoreCard, type OwnScore } from '~/features/ratings/rating_panel'

export default function TransporterDashboard({
  overview,
  activity,
  marketplace,
  verified,
  ownRating,
}: {
  overview: TeamOverview
  activity: Data.Dashboards.TransporterActivity
  /** null for a driver: the marketplace is the office's */
  marketplace: Data.Dashboards.TransporterMarketplace | null
  verified: boolean
  can: { browseMarketplace: boolean }
  ownRating: OwnScore
}) {
  const t = useT()
  return (
    <TeamDashboard
      descriptionKey="dashboard.transporter.description"
      overview={overview}
      pickups={{
        title: t('dashboard.activity.today_pickups'),
        rows: activity.todayPickups,
        emptyKey: 'dashboard.activity.no_pickups_today',
      }}
      deliveries={{
        title: t('dashboard.activity.today_deliveries'),
        rows: activity.todayDeliveries,
        emptyKey: 'dashboard.activity.no_deliveries_today',
      }}
      showDate={false}
    >
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
        <StateTotalCard
          label={t('dashboard.activity.assigned_work')}
          counts={activity.workByState}
          prefix="transports.state"
        />
        <StatCard
          label={t('dashboard.activity.earnings_month')}
          value={<span className="money">{money(activity.earningsThisMonthCents)}</span>}
        />
      </SimpleGrid>
      <OwnScoreCard score={ownRating} />
      {marketplace && <MarketplaceCards cards={marketplace} />}
    </TeamDashboard>
  )
}
