import { lazy, Suspense } from 'react'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ChunkFailure, ChunkLoading } from '~/components/lazy_chunk_frame'
import type { TrendDay } from '~/features/dashboards/charts/trend_charts'

/**
 * The admin dashboard's charts. Mantine charts and recharts are a chunk of
 * their own (./charts/trend_charts.tsx), loaded by this dynamic import when
 * the dashboard renders them, never with any other page
 * (tests/unit/client/lazy_charts.spec.ts).
 */
export const loadTrendCharts = () => import('~/features/dashboards/charts/trend_charts')
const TrendCharts = lazy(loadTrendCharts)

export function TrendChartsView({ days }: { days: TrendDay[] }) {
  const t = useT()
  if (days.every((day) => day.requests === 0 && day.orders === 0)) {
    return <EmptyState title={t('dashboard.admin.trend_empty')} />
  }
  return (
    <ChunkFailure message={t('dashboard.admin.trend_failed')}>
      <Suspense
        fallback={
          <ChunkLoading label={t('dashboard.admin.trend_loading')} height={240} minHeight={0} />
        }
      >
        <TrendCharts
          days={days}
          labels={{
            requests: t('dashboard.admin.trend_requests'),
            orders: t('dashboard.admin.trend_orders'),
            revenue: t('dashboard.admin.trend_revenue'),
          }}
        />
      </Suspense>
    </ChunkFailure>
  )
}
