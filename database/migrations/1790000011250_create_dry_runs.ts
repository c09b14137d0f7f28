import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Dry runs (issue 11): the carrier reached the pickup and found the site
 * closed or the vehicle not ready. One row per attempt, with its photo (key,
 * SHA-256, type), the position when the driver consented, the server's time,
 * the fee in force and both teams. Its two ledger lines (the dealer's
 * `dry_run_fee` debit, the carrier's `dry_run_compensation` credit) name it:
 * `wallet_entries.dry_run_id`, unique with the kind — each attempt is charged
 * exactly once, whatever retries or double submissions do.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('dry_runs', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      /* site_closed | vehicle_not_ready */
      table.string('reason', 30).notNullable()
      table.string('note', 1000).nullable()
      /* the pickup day that was scheduled (the transport's is cleared to be scheduled again) */
      table.date('scheduled_pickup_on').notNullable()
      table.string('photo_key', 255).notNullable().unique()
      table.string('photo_sha256', 64).notNullable()
      table.string('photo_mime', 100).notNullable()
      table.integer('photo_size_bytes').unsigned().notNullable()
      table.decimal('latitude', 9, 6).nullable()
      table.decimal('longitude', 9, 6).nullable()
      table.integer('accuracy_m').unsigned().nullable()
      table
        .integer('recorded_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.bigInteger('fee_cents').notNullable()
      table
        .integer('dealer_team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table
        .integer('carrier_team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      /* the server's clock, never the phone's */
      table.timestamp('created_at').notNullable()
      table.index(['transport_id', 'created_at'])
      /* the dealer's reliability: its dry runs by reason */
      table.index(['dealer_team_id', 'reason'])
      table.index(['carrier_team_id'])
    })
    this.schema.alterTable('wallet_entries', (table) => {
      table.integer('dry_run_id').unsigned().nullable().references('id').inTable('dry_runs')
      table.unique(['dry_run_id', 'kind'])
    })
  }

  async down() {
    this.schema.alterTable('wallet_entries', (table) => {
      table.dropUnique(['dry_run_id', 'kind'])
      table.dropForeign(['dry_run_id'])
      table.dropColumn('dry_run_id')
    })
    this.schema.dropTable('dry_runs')
  }
}
