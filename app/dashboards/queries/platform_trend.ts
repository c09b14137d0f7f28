import { perRomeDay } from '#monitoring/queries/rome_days'
import { nowInRome } from '#shared/time_zone'

/** Days the admin dashboard's charts cover, today included. */
export const TREND_DAYS = 30

/**
 * The admin dashboard's charts: per day of the last 30 (Europe/Rome),
 * requests submitted, orders paid and the revenue (gross) of the orders
 * paid and not refunded. Three grouped queries over the time indexes.
 */
export async function platformTrend() {
  const today = nowInRome().toISODate()!
  const from = nowInRome()
    .minus({ days: TREND_DAYS - 1 })
    .toISODate()!
  const [requests, orders, revenue] = await Promise.all([
    perRomeDay({ table: 'transport_requests', column: 'submitted_at', from, to: today }),
    perRomeDay({ table: 'orders', column: 'paid_at', from, to: today }),
    perRomeDay({
      table: 'orders',
      column: 'paid_at',
      from,
      to: today,
      sumColumn: 'gross_cents',
      narrow: (query) => query.where('state', 'paid'),
    }),
  ])
  return requests.map((day, index) => ({
    day: day.day,
    requests: day.count,
    orders: orders[index].count,
    revenueCents: revenue[index].sumCents,
  }))
}

export type PlatformTrend = Awaited<ReturnType<typeof platformTrend>>
