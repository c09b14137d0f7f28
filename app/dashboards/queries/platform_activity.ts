import db from '@adonisjs/lucid/services/db'
import { nowInRome } from '#shared/time_zone'
import { kpiLinks } from '#dashboards/queries/kpi_links'
import { ACTIVE_STATES } from '#transports/domain/state_machine'

import { BEFORE_DELIVERY, BEFORE_PICKUP } from '#monitoring/domain/thresholds'

/**
 * Platform KPIs for the admin dashboard, today and this month (Europe/Rome):
 * requests, paid orders, revenue (gross, VAT included, of the orders paid and
 * not refunded), active transports and SLA breaches (late pickups and late
 * deliveries, the definitions of Admin → Monitoring: app/monitoring/domain/
 * thresholds.ts). `links`: the list behind each KPI.
 */
export async function platformActivity() {
  const now = nowInRome()
  const today = now.toISODate()!
  const dayStart = now.startOf('day').toUTC().toSQL({ includeOffset: false })!
  const monthStart = now.startOf('month').toUTC().toSQL({ includeOffset: false })!

  const count = async (query: any) => {
    const row = await query.count('* as total').first()
    return Number(row?.total ?? 0)
  }
  const sum = async (query: any, column: string) => {
    const row = await query.sum(`${column} as total`).first()
    return Number(row?.total ?? 0)
  }

  const [
    requestsToday,
    requestsMonth,
    ordersToday,
    ordersMonth,
    revenueToday,
    revenueMonth,
    active,
    latePickups,
    lateDeliveries,
    manualQuotes,
  ] = await Promise.all([
    count(
      db.from('transport_requests').whereNot('state', 'draft').where('submitted_at', '>=', dayStart)
    ),
    count(
      db
        .from('transport_requests')
        .whereNot('state', 'draft')
        .where('submitted_at', '>=', monthStart)
    ),
    count(db.from('orders').whereNotNull('paid_at').where('paid_at', '>=', dayStart)),
    count(db.from('orders').whereNotNull('paid_at').where('paid_at', '>=', monthStart)),
    sum(db.from('orders').where('state', 'paid').where('paid_at', '>=', dayStart), 'gross_cents'),
    sum(db.from('orders').where('state', 'paid').where('paid_at', '>=', monthStart), 'gross_cents'),
    count(db.from('transports').whereIn('state', [...ACTIVE_STATES])),
    count(
      db
        .from('transports')
        .whereIn('state', [...BEFORE_PICKUP])
        .where('pickup_on', '<', today)
    ),
    count(
      db
        .from('transports')
        .whereIn('state', [...BEFORE_DELIVERY])
        .where('delivery_estimate_on', '<', today)
    ),
    count(
      db.from('transport_requests').where('needs_manual_quote', true).where('state', 'submitted')
    ),
  ])

  return {
    requests: { today: requestsToday, thisMonth: requestsMonth, awaitingManualQuote: manualQuotes },
    orders: { today: ordersToday, thisMonth: ordersMonth },
    revenueCents: { today: revenueToday, thisMonth: revenueMonth },
    activeTransports: active,
    slaBreaches: { latePickups, lateDeliveries },
    links: kpiLinks({ today }),
  }
}

export type PlatformActivity = Awaited<ReturnType<typeof platformActivity>>
