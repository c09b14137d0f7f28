import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bids (issue 10): a carrier team offers its own payout and pickup date for a
 * published transport. One OPEN bid per team and transport (a partial unique
 * index: the database refuses a second one even from two tabs at once).
 * States: open → withdrawn (by the team) | accepted (the award) | lost (the
 * transport went to someone else or left the marketplace).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('bids', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.integer('amount_cents').notNullable()
      table.date('pickup_on').notNullable()
      table.string('note', 500).nullable()
      table.string('state', 16).notNullable().defaultTo('open')
      table.timestamp('decided_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      /* the transport page (staff) and the award: open bids by amount */
      table.index(['transport_id', 'state', 'amount_cents', 'id'])
      /* the carrier's own bids, newest first */
      table.index(['team_id', 'state', 'created_at', 'id'])
    })
    this.schema.raw(
      "CREATE UNIQUE INDEX bids_one_open_per_team ON bids (transport_id, team_id) WHERE state = 'open'"
    )
  }

  async down() {
    this.schema.dropTable('bids')
  }
}
