import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Analytics → Monitoring (docs/monitoring.md): each section reads,
 * per state, one index range in its own order, ending in the sort key and
 * the id, and counts at most COUNT_BOUND + 1 entries of it. PostgreSQL needs
 * the id in the index to stop after those entries without sorting (SQLite's
 * indexes end in the rowid anyway).
 *
 * Indexes that the new ones cover (same leading columns) are dropped.
 */
type IndexChange = { table: string; add: string[][]; drop: string[][] }

const CHANGES: IndexChange[] = [
  {
    table: 'transports',
    add: [
      ['state', 'delivery_estimate_on', 'id'],
      ['state', 'state_changed_at', 'id'],
      ['state', 'pickup_date_from', 'id'],
    ],
    drop: [
      ['state', 'delivery_estimate_on'],
      ['state', 'state_changed_at'],
      ['state', 'pickup_date_from'],
    ],
  },
  {
    table: 'disputes',
    add: [['state', 'created_at', 'id']],
    drop: [['state', 'created_at']],
  },
  {
    table: 'team_documents',
    add: [['kind', 'state', 'expires_on', 'id']],
    drop: [['kind', 'state', 'expires_on']],
  },
]

export default class extends BaseSchema {
  async up() {
    for (const { table, add, drop } of CHANGES) {
      this.schema.alterTable(table, (builder) => {
        for (const columns of add) builder.index(columns)
        for (const columns of drop) builder.dropIndex(columns)
      })
    }
  }

  async down() {
    for (const { table, add, drop } of CHANGES) {
      this.schema.alterTable(table, (builder) => {
        for (const columns of drop) builder.index(columns)
        for (const columns of add) builder.dropIndex(columns)
      })
    }
  }
}
