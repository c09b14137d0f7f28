import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Analytics (docs/analytics.md): every figure is grouped by the
 * database over a range of days on one date column; an index per column
 * read by range (with the grouping column after it where a page groups by
 * team), so a 90-day page reads 90 days of rows, not the table.
 */
const INDEXES: [string, string[], string][] = [
  ['transport_requests', ['submitted_at', 'team_id'], 'analytics_requests_submitted_index'],
  ['transport_requests', ['created_at', 'team_id'], 'analytics_requests_created_index'],
  ['quotes', ['created_at', 'team_id'], 'analytics_quotes_created_index'],
  ['orders', ['paid_at', 'team_id'], 'analytics_orders_paid_index'],
  ['orders', ['created_at', 'team_id'], 'analytics_orders_created_index'],
  ['transports', ['created_at'], 'analytics_transports_created_index'],
  ['transports', ['assigned_at', 'transporter_team_id'], 'analytics_transports_assigned_index'],
  ['transports', ['picked_up_at', 'transporter_team_id'], 'analytics_transports_picked_index'],
  ['transports', ['delivered_at', 'transporter_team_id'], 'analytics_transports_delivered_index'],
  ['transports', ['cancelled_at', 'team_id'], 'analytics_transports_cancelled_index'],
  ['dry_runs', ['created_at'], 'analytics_dry_runs_created_index'],
  ['disputes', ['created_at'], 'analytics_disputes_created_index'],
  ['ratings', ['created_at', 'direction'], 'analytics_ratings_created_index'],
  ['payouts', ['paid_at', 'team_id'], 'analytics_payouts_paid_index'],
  ['bids', ['created_at', 'team_id'], 'analytics_bids_created_index'],
]

export default class extends BaseSchema {
  async up() {
    for (const [name, columns, index] of INDEXES) {
      this.schema.alterTable(name, (table) => {
        table.index(columns, index)
      })
    }
  }

  async down() {
    for (const [name, columns, index] of INDEXES) {
      this.schema.alterTable(name, (table) => {
        table.dropIndex(columns, index)
      })
    }
  }
}
