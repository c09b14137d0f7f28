import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Private sessions (issue 10): staff group published transports into a
 * time-boxed session and invite chosen carrier teams; only the teams that
 * accepted see those transports and bid on them while the session runs. A
 * bid that improves the best price in the last 2 minutes pushes `ends_at`
 * 2 minutes further (soft close); `scheduled_end_at` keeps the announced end.
 * At the end the best bid of each transport wins (`closed_at` marks the
 * award done).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('private_sessions', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.timestamp('starts_at').notNullable()
      table.timestamp('ends_at').notNullable()
      table.timestamp('scheduled_end_at').notNullable()
      table.timestamp('closed_at').nullable()
      table
        .integer('created_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      /* the award job: sessions past their end, not closed yet; the staff list, newest first */
      table.index(['closed_at', 'ends_at'])
      table.index(['starts_at', 'id'])
    })

    this.schema.createTable('private_session_transports', (table) => {
      table.increments('id')
      table
        .integer('private_session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('private_sessions')
        .onDelete('CASCADE')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
      table.unique(['private_session_id', 'transport_id'])
      /* "is this transport in a session that is not closed?" (marketplace, buy-now) */
      table.index(['transport_id', 'private_session_id'])
    })

    this.schema.createTable('private_session_invitations', (table) => {
      table.increments('id')
      table
        .integer('private_session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('private_sessions')
        .onDelete('CASCADE')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      /* pending → accepted | declined; staff may revoke a pending or accepted one */
      table.string('state', 16).notNullable().defaultTo('pending')
      table
        .integer('invited_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('responded_at').nullable()
      table.timestamp('sent_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['private_session_id', 'team_id'])
      /* a carrier's invitations, newest first; staff's list by state */
      table.index(['team_id', 'state', 'created_at', 'id'])
      table.index(['state', 'created_at', 'id'])
    })

    this.schema.alterTable('bids', (table) => {
      table
        .integer('private_session_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('private_sessions')
        .onDelete('SET NULL')
      table.index(['private_session_id', 'transport_id', 'state', 'amount_cents'])
    })
  }

  async down() {
    this.schema.alterTable('bids', (table) => {
      table.dropIndex(['private_session_id', 'transport_id', 'state', 'amount_cents'])
      table.dropForeign(['private_session_id'])
      table.dropColumn('private_session_id')
    })
    this.schema.dropTable('private_session_invitations')
    this.schema.dropTable('private_session_transports')
    this.schema.dropTable('private_sessions')
  }
}
