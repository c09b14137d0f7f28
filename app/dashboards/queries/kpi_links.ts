import { urlFor } from '@adonisjs/core/services/url_builder'

/** A list's URL with its filters in the query string. */
function withQuery(url: string, query: Record<string, string>) {
  return `${url}?${new URLSearchParams(query).toString()}`
}

/**
 * Where each admin dashboard KPI leads: the list behind the figure, with the
 * filters that list reads from its URL (requests: `from`/`to` days; orders: `state`; transports: none for "active", which spans
 * several states; SLA breaches: the monitoring page's late sections).
 */
export function kpiLinks(days: { today: string }) {
  const requests = urlFor('admin.requests.index')
  const paidOrders = withQuery(urlFor('admin.orders.index'), { state: 'paid' })
  return {
    requestsToday: withQuery(requests, { from: days.today, to: days.today }),
    orders: paidOrders,
    revenue: paidOrders,
    activeTransports: urlFor('admin.transports.index'),
    slaBreaches: urlFor('admin.analytics.monitoring'),
  }
}

export type KpiLinks = ReturnType<typeof kpiLinks>
