import { Component, lazy, Suspense, type ReactNode } from 'react'
import { Alert, Skeleton } from '@mantine/core'
import { useT } from '~/lib/i18n'
import type { AnalyticsTable } from '~/features/analytics/format'

/**
 * The chart of an analytics table. @mantine/charts and recharts are a chunk
 * of their own (./charts/analytics_chart.tsx) loaded by this dynamic import
 * when an analytics page draws its first chart, never with any other page
 * (docs/architecture.md, "heavy client code").
 */
export const loadAnalyticsChart = () => import('~/features/analytics/charts/analytics_chart')
const AnalyticsChart = lazy(loadAnalyticsChart)

/** A chunk that cannot load (offline, a new version deployed) says so; the table stays. */
class ChartFailure extends Component<
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

export function AnalyticsChartView({
  table,
  xLabel,
}: {
  table: AnalyticsTable
  xLabel: (row: AnalyticsTable['rows'][number]) => string
}) {
  const t = useT()
  return (
    <ChartFailure message={t('analytics.chart_failed')}>
      <Suspense fallback={<Skeleton h={280} radius="md" aria-busy="true" />}>
        <AnalyticsChart
          table={table}
          label={(key) => t(`analytics.columns.${key}`)}
          xLabel={xLabel}
        />
      </Suspense>
    </ChartFailure>
  )
}
