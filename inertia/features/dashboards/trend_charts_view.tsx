import { Component, lazy, Suspense, type ReactNode } from 'react'
import { Alert, Box, Center, Group, Loader, Skeleton, Text } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import type { TrendDay } from '~/features/dashboards/charts/trend_charts'

/**
 * The admin dashboard's charts. Mantine charts and recharts are a chunk of
 * their own (./charts/trend_charts.tsx), loaded by this dynamic import when
 * the dashboard renders them, never with any other page
 * (tests/unit/client/lazy_charts.spec.ts).
 */
export const loadTrendCharts = () => import('~/features/dashboards/charts/trend_charts')
const TrendCharts = lazy(loadTrendCharts)

function ChartsLoading() {
  const t = useT()
  return (
    <Box pos="relative" aria-busy="true">
      <Skeleton h={240} radius="md" />
      <Center pos="absolute" inset={0}>
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('dashboard.admin.trend_loading')}
          </Text>
        </Group>
      </Center>
    </Box>
  )
}

/** A chunk that cannot load (offline, a new version deployed) says so instead of breaking the page. */
class ChartsFailure extends Component<
  { message: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <Alert color="red">{this.props.message}</Alert>
  }
}

export function TrendChartsView({ days }: { days: TrendDay[] }) {
  const t = useT()
  if (days.every((day) => day.requests === 0 && day.orders === 0)) {
    return <EmptyState title={t('dashboard.admin.trend_empty')} />
  }
  return (
    <ChartsFailure message={t('dashboard.admin.trend_failed')}>
      <Suspense fallback={<ChartsLoading />}>
        <TrendCharts
          days={days}
          labels={{
            requests: t('dashboard.admin.trend_requests'),
            orders: t('dashboard.admin.trend_orders'),
            revenue: t('dashboard.admin.trend_revenue'),
          }}
        />
      </Suspense>
    </ChartsFailure>
  )
}
