import { SimpleGrid } from '@mantine/core'
import type { Data } from '@generated/data'
import { StatCard } from '~/components/stat_card'
import type { TeamOverview } from '~/features/dashboards/team_overview'
import { StateTotalCard, TeamDashboard } from '~/features/dashboards/team_dashboard'
import { useT } from '~/lib/i18n'
import { money } from '@shared/format'
import { urlFor } from '~/lib/routes'
import { OwnScoreCard, type OwnScore } from '~/features/ratings/rating_panel'

export default function DealerDashboard({
  overview,
  activity,
  ownRating,
}: {
  overview: TeamOverview
  activity: Data.Dashboards.DealerActivity
  ownRating: OwnScore
}) {
  const t = useT()
  return (
    <TeamDashboard
      descriptionKey="dashboard.dealer.description"
      overview={overview}
      showRoute="dealer.transports.show"
      pickups={{
        title: t('dashboard.activity.next_pickups'),
        rows: activity.nextPickups,
        emptyKey: 'dashboard.activity.no_pickups',
      }}
      deliveries={{
        title: t('dashboard.activity.next_deliveries'),
        rows: activity.nextDeliveries,
        emptyKey: 'dashboard.activity.no_deliveries',
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StateTotalCard
          label={t('dashboard.activity.open_requests')}
          counts={activity.openRequests}
          prefix="dashboard.request_state"
          href={urlFor('dealer.requests.index')}
        />
        <StateTotalCard
          label={t('dashboard.activity.transports')}
          counts={activity.transportsByState}
          prefix="transports.state"
          href={urlFor('dealer.transports.index')}
        />
        <StatCard
          label={t('dashboard.activity.wallet_balance')}
          href={urlFor('dealer.payments.wallet')}
          value={<span className="money">{money(activity.walletBalanceCents)}</span>}
        />
      </SimpleGrid>
      <OwnScoreCard score={ownRating} />
    </TeamDashboard>
  )
}
