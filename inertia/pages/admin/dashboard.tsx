import { Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/page_header'
import { StatCard } from '~/components/stat_card'
import { EmptyState } from '~/components/empty_state'
import { Section } from '~/components/section'
import { TrendChartsView } from '~/features/dashboards/trend_charts_view'
import { LiveFeed } from '~/features/dashboards/live_feed'
import { useT } from '~/lib/i18n'
import { dateTime, money } from '@shared/format'
import { urlFor } from '~/lib/routes'

function KpiCards({ activity }: { activity: Data.Dashboards.PlatformActivity }) {
  const t = useT()
  const { links } = activity
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <StatCard
        label={t('dashboard.admin.requests')}
        href={links.requestsToday}
        value={activity.requests.today}
        hint={t('dashboard.admin.requests_hint', {
          month: activity.requests.thisMonth,
          manual: activity.requests.awaitingManualQuote,
        })}
      />
      <StatCard
        label={t('dashboard.admin.orders')}
        href={links.orders}
        value={activity.orders.today}
        hint={t('dashboard.admin.month_hint', { month: activity.orders.thisMonth })}
      />
      <StatCard
        label={t('dashboard.admin.revenue')}
        href={links.revenue}
        value={<span className="money">{money(activity.revenueCents.today)}</span>}
        hint={t('dashboard.admin.revenue_hint', {
          month: money(activity.revenueCents.thisMonth),
        })}
      />
      <StatCard
        label={t('dashboard.admin.active_transports')}
        href={links.activeTransports}
        value={activity.activeTransports}
      />
      <StatCard
        label={t('dashboard.admin.sla_breaches')}
        href={links.slaBreaches}
        value={activity.slaBreaches.latePickups + activity.slaBreaches.lateDeliveries}
        hint={t('dashboard.admin.sla_hint', {
          pickups: activity.slaBreaches.latePickups,
          deliveries: activity.slaBreaches.lateDeliveries,
        })}
      />
    </SimpleGrid>
  )
}

export default function AdminDashboard({
  overview,
  activity,
  trend,
  feed,
  feedChannel,
}: {
  overview: Data.Dashboards.PlatformOverview
  activity: Data.Dashboards.PlatformActivity
  trend: Data.Dashboards.PlatformTrend
  feed: Data.Dashboards.FeedItem[]
  feedChannel: string
}) {
  const t = useT()
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader title={t('dashboard.title')} description={t('dashboard.admin.description')} />
      <Stack gap="lg">
        <KpiCards activity={activity} />
        <Section title={t('dashboard.admin.trend_title')}>
          <TrendChartsView days={trend.days} />
        </Section>
        <LiveFeed items={feed} channel={feedChannel} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <StatCard
            label={t('dashboard.admin.users')}
            value={overview.users.total}
            hint={t('dashboard.admin.users_hint', {
              today: overview.users.today,
              month: overview.users.thisMonth,
            })}
          />
          <StatCard label={t('dashboard.admin.dealers')} value={overview.teams.dealer} />
          <StatCard label={t('dashboard.admin.transporters')} value={overview.teams.transporter} />
          <StatCard
            label={t('dashboard.admin.pending_transporters')}
            href={urlFor('admin.onboarding.index')}
            value={overview.pendingTransporters}
          />
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('dashboard.admin.recent_users')}
          </Title>
          {overview.recentUsers.length === 0 ? (
            <EmptyState title={t('dashboard.admin.no_users')} />
          ) : (
            <Table.ScrollContainer minWidth={500}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auth.fields.full_name')}</Table.Th>
                    <Table.Th>{t('auth.fields.email')}</Table.Th>
                    <Table.Th>{t('dashboard.admin.registered_at')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overview.recentUsers.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>{user.fullName}</Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td className="nowrap">{dateTime(user.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </>
  )
}
