import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Positions of a transport on the road (issue 11, "Tracking and position"):
 * the carrier's phone sends one every few minutes while the transport is
 * picked up or in transit; the server stores at most one per transport a
 * minute (recorded_at is the server's time) and the maps show the latest.
 * Kept 30 days, then deleted by the scheduled `positions:prune` job.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('transport_positions', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      table.double('lat').notNullable()
      table.double('lng').notNullable()
      /* the phone's accuracy radius, whole metres */
      table.integer('accuracy_m').notNullable()
      /* metres per second, when the phone knows it */
      table.double('speed_mps').nullable()
      table.timestamp('recorded_at').notNullable()
      table
        .integer('reporter_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /* the latest position of a transport; the rate limit's check */
      table.index(['transport_id', 'recorded_at'])
      /* the pruning of old positions */
      table.index(['recorded_at'])
    })
  }

  async down() {
    this.schema.dropTable('transport_positions')
  }
}
