/**
 * The chart of an analytics table (a chunk of its own: @mantine/charts and
 * recharts load only when an analytics page draws a chart, reached through
 * import() from ../analytics_chart_view.tsx; tests/unit/client/lazy_charts.spec.ts).
 */
import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { formatCell, type AnalyticsTable } from '~/features/analytics/format'

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6']

/** Bars show the first rows (the largest): the table under the chart has them all. */
const BARS = 12

export default function AnalyticsChart({
  table,
  label,
  xLabel,
}: {
  table: AnalyticsTable
  label: (key: string) => string
  xLabel: (row: AnalyticsTable['rows'][number]) => string
}) {
  const chart = table.chart!
  const type = table.columns.find((column) => column.key === chart.series[0])?.type ?? 'int'
  const rows = chart.type === 'bar' ? table.rows.slice(0, BARS) : table.rows
  const data = rows.map((row) => {
    const point: Record<string, string | number> = { x: xLabel(row) }
    for (const key of chart.series) point[key] = Number(row[key] ?? 0)
    return point
  })
  const series = chart.series.map((key, index) => ({
    name: key,
    label: label(key),
    color: COLORS[index % COLORS.length],
  }))
  const common = {
    h: 280,
    data,
    dataKey: 'x',
    series,
    valueFormatter: (value: number) => formatCell(type, value),
    withLegend: series.length > 1,
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
  }
  if (chart.type === 'line') return <LineChart {...common} curveType="monotone" />
  return (
    <BarChart
      {...common}
      orientation="vertical"
      h={Math.max(160, data.length * 34)}
      yAxisProps={{ width: 130 }}
    />
  )
}
