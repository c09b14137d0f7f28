import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Notifications (issue 13, docs/notifications.md).
 *
 * - `notifications`: the in-app inbox, one row per user and event
 *   (UNIQUE user_id + type + event_key: a retried job never notifies twice).
 * - `notification_mails`: every e-mail decided for an event, to a user or to
 *   a team's extra recipient (UNIQUE email + type + event_key: nothing is
 *   mailed twice); `sent_at` null = waiting for the recipient's digest.
 * - `notification_mail_settings`: a user's e-mail frequency
 *   (immediate / hourly / daily), absent = immediate.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notifications', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.integer('team_id').unsigned().nullable().references('teams.id').onDelete('SET NULL')
      table.string('type', 60).notNullable()
      table.string('event_key', 120).notNullable()
      /* the template's variables */
      table.text('params').notNullable()
      /* { route, params } or { path } */
      table.text('link').nullable()
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'type', 'event_key'])
      table.index(['user_id', 'read_at', 'id'])
      table.index(['user_id', 'id'])
    })

    this.schema.createTable('notification_mails', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.string('locale', 5).notNullable()
      table.string('type', 60).notNullable()
      table.string('event_key', 120).notNullable()
      table.text('params').notNullable()
      table.text('link').nullable()
      /* immediate | hourly | daily: what the recipient chose when it was decided */
      table.string('frequency', 10).notNullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['email', 'type', 'event_key'])
      table.index(['sent_at', 'frequency', 'user_id'])
    })

    this.schema.createTable('notification_mail_settings', (table) => {
      table
        .integer('user_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('frequency', 10).notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('notification_mail_settings')
    this.schema.dropTable('notification_mails')
    this.schema.dropTable('notifications')
  }
}
