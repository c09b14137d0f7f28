import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Daily rollups of the analytics facts (docs/analytics.md, "Daily rollups";
 * app/analytics/actions/refresh_rollups.ts):
 * - `analytics_daily`: one row per fact, Europe/Rome day and keys (text),
 *   with up to eight additive measures (`span` 'day'), and the same summed
 *   per whole week, Monday to Sunday (`span` 'week', `day` its Sunday);
 *   `week_end` is the Sunday of the row's week; read by (fact, span, day);
 * - `analytics_rollup_state`: a single row saying up to which day the
 *   rollups are complete (the pages read the following days from the
 *   sources). It exists from the start so a refresh can always lock it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('analytics_daily', (table) => {
      table.string('fact', 40).notNullable()
      table.string('span', 4).notNullable().defaultTo('day')
      table.date('day').notNullable()
      table.date('week_end').notNullable()
      for (const key of ['k1', 'k2', 'k3', 'k4']) table.string(key, 64).nullable()
      for (const measure of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'])
        table.double(measure).notNullable().defaultTo(0)
      table.index(['fact', 'span', 'day'])
    })
    this.schema.createTable('analytics_rollup_state', (table) => {
      table.integer('id').primary()
      table.date('rolled_until_day').nullable()
      table.timestamp('rolled_until_at').nullable()
      /* the Monday of that day's week: the days from it on are not in a whole week rolled up */
      table.date('rolled_week_start').nullable()
      table.timestamp('refreshed_at').nullable()
    })
    this.defer(async (db) => {
      await db.table('analytics_rollup_state').insert({ id: 1 })
    })
  }

  async down() {
    this.schema.dropTable('analytics_rollup_state')
    this.schema.dropTable('analytics_daily')
  }
}
