import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every list reads one index range in its own order: an index per filter the
 * list offers, ending in the sort key and the id (the lists sort newest first,
 * id breaking ties), so neither SQLite nor PostgreSQL sorts rows, whatever the
 * size of the table. The dashboards' "next pickups/deliveries" walk a team's
 * dates from today; the staff SLA counts walk a state's dates.
 *
 * Indexes that the new ones cover (same leading columns) are dropped.
 */
type IndexChange = { table: string; add: string[][]; drop?: string[][] }

const CHANGES: IndexChange[] = [
  {
    table: 'transports',
    add: [
      ['team_id', 'created_at', 'id'],
      ['team_id', 'state', 'created_at', 'id'],
      ['transporter_team_id', 'created_at', 'id'],
      ['transporter_team_id', 'state', 'created_at', 'id'],
      ['created_at', 'id'],
      ['state', 'created_at', 'id'],
      ['pickup_region', 'created_at', 'id'],
      ['delivery_region', 'created_at', 'id'],
      ['team_id', 'pickup_on', 'id'],
      ['team_id', 'delivery_estimate_on', 'id'],
      ['transporter_team_id', 'pickup_on', 'id'],
      ['transporter_team_id', 'delivery_estimate_on', 'id'],
      ['transporter_team_id', 'state', 'completed_at'],
      ['state', 'pickup_on'],
      ['state', 'delivery_estimate_on'],
    ],
    drop: [
      ['team_id', 'state', 'created_at'],
      ['transporter_team_id', 'state'],
      ['state', 'created_at'],
      ['pickup_region', 'state'],
      ['delivery_region', 'state'],
    ],
  },
  {
    table: 'transport_requests',
    add: [
      ['team_id', 'created_at', 'id'],
      ['team_id', 'state', 'created_at', 'id'],
      ['created_at', 'id'],
      ['state', 'created_at', 'id'],
      ['pickup_province', 'created_at', 'id'],
      ['delivery_province', 'created_at', 'id'],
      ['needs_manual_quote', 'state', 'created_at', 'id'],
      ['state', 'submitted_at'],
    ],
    drop: [
      ['team_id', 'state', 'created_at'],
      ['state', 'created_at'],
      ['pickup_province'],
      ['delivery_province'],
      ['needs_manual_quote', 'state'],
    ],
  },
  {
    table: 'orders',
    add: [
      ['team_id', 'created_at', 'id'],
      ['team_id', 'state', 'created_at', 'id'],
      ['created_at', 'id'],
      ['state', 'created_at', 'id'],
      ['state', 'paid_at'],
      ['paid_at'],
    ],
    drop: [
      ['team_id', 'state', 'created_at'],
      ['state', 'created_at'],
    ],
  },
  {
    table: 'wallet_entries',
    add: [
      ['team_id', 'created_at', 'id'],
      ['team_id', 'id'],
    ],
    drop: [['team_id', 'created_at']],
  },
  {
    table: 'users',
    add: [['created_at', 'id']],
  },
  {
    table: 'teams',
    add: [['kind', 'created_at', 'id']],
  },
]

export default class extends BaseSchema {
  async up() {
    for (const { table, add, drop = [] } of CHANGES) {
      this.schema.alterTable(table, (builder) => {
        for (const columns of add) builder.index(columns)
        for (const columns of drop) builder.dropIndex(columns)
      })
    }
  }

  async down() {
    for (const { table, add, drop = [] } of CHANGES) {
      this.schema.alterTable(table, (builder) => {
        for (const columns of drop) builder.index(columns)
        for (const columns of add) builder.dropIndex(columns)
      })
    }
  }
}
