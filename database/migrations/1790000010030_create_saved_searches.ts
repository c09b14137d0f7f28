import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Saved searches of the marketplace (issue 10): a carrier's user names a set
 * of the list's filters; transports published since the user last opened it
 * are flagged as new (the notifications come with the communication issue).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('saved_searches', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table.string('name', 60).notNullable()
      /* the list's query string (filters and sort) */
      table.text('filters').notNullable()
      table.timestamp('last_seen_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'team_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable('saved_searches')
  }
}
