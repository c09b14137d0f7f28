import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `analytics_rollup_state.version`: a random token each refresh writes. The
 * analytics pages keep what they read from the stored rows per version
 * (app/analytics/queries/rollups.ts), so a refresh, and only a refresh,
 * makes them read the stored rows again. Random, not a counter: a counter
 * would start again after a rolled-back test and name other rows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('analytics_rollup_state', (table) => {
      table.string('version', 36).nullable()
    })
  }

  async down() {
    this.schema.alterTable('analytics_rollup_state', (table) => {
      table.dropColumn('version')
    })
  }
}
