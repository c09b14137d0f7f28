import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A carrier asks to be paid before the monthly batch (issue 12: "on request
 * above a threshold"): one open request per carrier, closed by the batch that
 * pays it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payout_requests', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('RESTRICT')
      table
        .integer('requested_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      /* what was due when it asked */
      table.bigInteger('amount_cents').notNullable()
      /* the batch that took it (null: still open) */
      table
        .integer('batch_id')
        .unsigned()
        .nullable()
        .references('payout_batches.id')
        .onDelete('RESTRICT')
      table.timestamp('created_at').notNullable()
      table.index(['batch_id', 'team_id'])
      table.index(['team_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('payout_requests')
  }
}
