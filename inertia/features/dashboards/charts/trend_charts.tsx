import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { money } from '@shared/format'

/**
 * The admin dashboard's charts of the last 30 days: a chunk of its own
 * (Mantine charts and recharts), reached only through the dynamic import in
 * ../trend_charts_view.tsx, so no page's bundle carries them.
 */
export type TrendDay = { day: string; requests: number; orders: number; revenueCents: number }

export type TrendLabels = { requests: string; orders: string; revenue: string }

/** `2026-11-27` → `27/11` (the axis has room for day and month only). */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

export default function TrendCharts({ days, labels }: { days: TrendDay[]; labels: TrendLabels }) {
  const data = days.map((day) => ({
    day: shortDay(day.day),
    requests: day.requests,
    orders: day.orders,
    revenue: day.revenueCents / 100,
  }))
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {labels.requests} · {labels.orders}
        </Text>
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          withLegend
          series={[
            { name: 'requests', label: labels.requests, color: 'blue.6' },
            { name: 'orders', label: labels.orders, color: 'teal.6' },
          ]}
          tickLine="y"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          yAxisProps={{ allowDecimals: false, width: 32 }}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {labels.revenue}
        </Text>
        <LineChart
          h={220}
          data={data}
          dataKey="day"
          series={[{ name: 'revenue', label: labels.revenue, color: 'grape.6' }]}
          curveType="monotone"
          tickLine="y"
          withDots={false}
          valueFormatter={(euros) => money(Math.round(euros * 100))}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          yAxisProps={{ width: 72 }}
        />
      </Stack>
    </SimpleGrid>
  )
}
