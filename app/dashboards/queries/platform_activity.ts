import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { kpiLinks } from '#dashboards/queries/kpi_links'
import { ACTIVE_STATES } from '#transports/domain/state_machine'
import { BEFORE_DELIVERY, BEFORE_PICKUP } from '#monitoring/domain/thresholds'
import type { PlatformFigures } from '#dashboards/queries/platform_trend'

/**
 * Platform KPIs for the admin dashboard, today and this month (Europe/Rome):
 * requests, paid orders, revenue (gross, VAT included, of the orders paid and
 * not refunded), active transports and SLA breaches (late pickups and late
 * deliveries, the definitions of Admin → Monitoring: app/monitoring/domain/
 * thresholds.ts). Requests, orders and revenue come from the day figures of
 * app/dashboards/queries/platform_trend.ts; the others are each one aggregate
 * over an indexed column, read side by side in one statement
 * (app/dashboards/queries/admin_dashboard.ts).
 * `links`: the list behind each KPI.
 */
export function activitySections(now: DateTime) {
  const today = now.toISODate()!
  return {
    active: db
      .from('transports')
      .whereIn('state', [...ACTIVE_STATES])
      .count('* as n'),
    latePickups: db
      .from('transports')
      .whereIn('state', [...BEFORE_PICKUP])
      .where('pickup_on', '<', today)
      .count('* as n'),
    lateDeliveries: db
      .from('transports')
      .whereIn('state', [...BEFORE_DELIVERY])
      .where('delivery_estimate_on', '<', today)
      .count('* as n'),
    manualQuotes: db
      .from('transport_requests')
      .where('needs_manual_quote', true)
      .where('state', 'submitted')
      .count('* as n'),
  }
}

type ActivityFigures = Record<keyof ReturnType<typeof activitySections>, number>

export function platformActivity(
  figures: ActivityFigures,
  { today, month }: Pick<PlatformFigures, 'today' | 'month'>,
  now: DateTime
) {
  return {
    requests: {
      today: today.requests,
      thisMonth: month.requests,
      awaitingManualQuote: figures.manualQuotes,
    },
    orders: { today: today.orders, thisMonth: month.orders },
    revenueCents: { today: today.revenueCents, thisMonth: month.revenueCents },
    activeTransports: figures.active,
    slaBreaches: { latePickups: figures.latePickups, lateDeliveries: figures.lateDeliveries },
    links: kpiLinks({ today: now.toISODate()! }),
  }
}

export type PlatformActivity = ReturnType<typeof platformActivity>
