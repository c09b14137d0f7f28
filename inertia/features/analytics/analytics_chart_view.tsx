import { lazy, Suspense } from 'react'
import { useT } from '~/lib/i18n'
import { ChunkFailure, ChunkLoading } from '~/components/lazy_chunk_frame'
import type { AnalyticsTable } from '~/features/analytics/format'

/**
 * The chart of an analytics table. @mantine/charts and recharts are a chunk
 * of their own (./charts/analytics_chart.tsx) loaded by this dynamic import
 * when an analytics page draws its first chart, never with any other page
 * (docs/architecture.md, "heavy client code").
 */
export const loadAnalyticsChart = () => import('~/features/analytics/charts/analytics_chart')
const AnalyticsChart = lazy(loadAnalyticsChart)

export function AnalyticsChartView({
  table,
  xLabel,
}: {
  table: AnalyticsTable
  xLabel: (row: AnalyticsTable['rows'][number]) => string
}) {
  const t = useT()
  return (
    <ChunkFailure message={t('analytics.chart_failed')}>
      <Suspense fallback={<ChunkLoading height={280} minHeight={0} />}>
        <AnalyticsChart
          table={table}
          label={(key) => t(`analytics.columns.${key}`)}
          xLabel={xLabel}
        />
      </Suspense>
    </ChunkFailure>
  )
}
