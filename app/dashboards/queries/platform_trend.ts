import type { DateTime } from 'luxon'
import { bucketsOf, dailyRange } from '#analytics/domain/filters'
import { fromFacts, sumBy } from '#analytics/queries/rollups'
import { TIME_ZONE } from '#shared/time_zone'

/** Days the admin dashboard's charts cover, today included. */
export const TREND_DAYS = 30

type Day = { day: string; requests: number; orders: number; revenueCents: number }

const add = (a: Day, b: Day): Day => ({
  day: a.day,
  requests: a.requests + b.requests,
  orders: a.orders + b.orders,
  revenueCents: a.revenueCents + b.revenueCents,
})

/**
 * The admin dashboard's figures of requests submitted, orders paid and the
 * revenue (gross, VAT included) of the orders paid and not refunded, per
 * Europe/Rome day: the charts (the last 30 days, today included), today's
 * and this month's totals. Read from the analytics facts (docs/analytics.md,
 * "Daily rollups") by day from the first of the month or 29 days ago,
 * whichever is earlier: the stored days once per refresh, today from the
 * sources, so they cost the same at any volume.
 */
export function platformFigures(now: DateTime) {
  const today = now.setZone(TIME_ZONE).startOf('day')
  const chartFrom = today.minus({ days: TREND_DAYS - 1 })
  const monthFrom = today.startOf('month')
  const from = (monthFrom < chartFrom ? monthFrom : chartFrom).toISODate()!
  const range = dailyRange(from, today.toISODate()!)
  return fromFacts(range, ['requests.submitted', 'orders.paid'], 'platform', (facts) => {
    const requests = sumBy(facts, 'requests.submitted', (row) => row.bucket)
    const orders = sumBy(facts, 'orders.paid', (row) => row.bucket)
    const days: Day[] = bucketsOf(range).map((bucket, index) => ({
      day: bucket.day,
      requests: requests.get(index)?.n ?? 0,
      orders: orders.get(index)?.n ?? 0,
      revenueCents: orders.get(index)?.keptGross ?? 0,
    }))
    const month = days
      .filter((day) => day.day >= monthFrom.toISODate()!)
      .reduce(add, { day: '', requests: 0, orders: 0, revenueCents: 0 })
    return { trend: days.slice(-TREND_DAYS), today: days.at(-1)!, month }
  })
}

export type PlatformFigures = Awaited<ReturnType<typeof platformFigures>>
export type PlatformTrend = PlatformFigures['trend']
