import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Communications (issue 13): staff announcements to an audience (all dealers,
 * all transporters, everyone, or chosen teams), shown as a banner while active
 * and optionally e-mailed once when they go out.
 * - announcement_teams: the chosen teams of an audience `teams`;
 * - announcement_views: one row per user who was shown an announcement (seen),
 *   `dismissed_at` once they closed it (it stays closed);
 * - announcement_emails: one row per recipient e-mailed, written before the
 *   e-mail is queued, so a retried job never e-mails anyone twice.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('announcements', (table) => {
      table.increments('id')
      table.string('title_it', 120).notNullable()
      table.string('title_en', 120).notNullable()
      table.text('body_it').notNullable()
      table.text('body_en').notNullable()
      /* dealers | transporters | everyone | teams */
      table.string('audience', 20).notNullable()
      /* draft | scheduled (goes out at publish_at, "sent" from then on) */
      table.string('state', 20).notNullable().defaultTo('draft')
      table.timestamp('publish_at').nullable()
      table.timestamp('ends_at').nullable()
      table.boolean('send_email').notNullable().defaultTo(false)
      /* every recipient's e-mail queued (set by the job, once) */
      table.timestamp('emailed_at').nullable()
      table.integer('emailed_count').notNullable().defaultTo(0)
      table
        .integer('author_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      /* the banner (state + publish_at) and the staff list (state filter, newest first) */
      table.index(['state', 'publish_at'])
      table.index(['state', 'id'])
    })
    this.schema.createTable('announcement_teams', (table) => {
      table
        .integer('announcement_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('announcements')
        .onDelete('CASCADE')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table.primary(['announcement_id', 'team_id'])
      table.index(['team_id'])
    })
    this.schema.createTable('announcement_views', (table) => {
      table.increments('id')
      table
        .integer('announcement_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('announcements')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('seen_at').notNullable()
      table.timestamp('dismissed_at').nullable()
      table.unique(['announcement_id', 'user_id'])
      table.index(['user_id'])
    })
    this.schema.createTable('announcement_emails', (table) => {
      table
        .integer('announcement_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('announcements')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('queued_at').notNullable()
      table.primary(['announcement_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable('announcement_emails')
    this.schema.dropTable('announcement_views')
    this.schema.dropTable('announcement_teams')
    this.schema.dropTable('announcements')
  }
}
