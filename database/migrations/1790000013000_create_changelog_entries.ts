import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The changelog (issue 13): entries staff write in Markdown, in Italian and
 * English, draft or published on a date; the public pages list the published
 * ones. `users.changelog_seen_id` is the newest entry a user has opened (the
 * "what's new" dot shows until they open a newer one).
 */
export default class extends BaseSchema {
  /* SQLite drops a column by rebuilding the table, which its foreign keys forbid inside a
     transaction: the rollback turns them off around it (a PRAGMA is ignored in a transaction). */
  static disableTransactions = true

  async up() {
    this.schema.createTable('changelog_entries', (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('title_it', 120).notNullable()
      table.string('title_en', 120).notNullable()
      table.text('body_it').notNullable()
      table.text('body_en').notNullable()
      /* draft | published */
      table.string('state', 20).notNullable().defaultTo('draft')
      table.date('published_on').nullable()
      table
        .integer('author_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      /* the public list (published, newest day first) and the staff list by state, newest first */
      table.index(['state', 'published_on', 'id'])
      table.index(['state', 'id'])
    })
    this.schema.alterTable('users', (table) => {
      table.integer('changelog_seen_id').unsigned().nullable()
    })
  }

  async down() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    if (sqlite) this.defer((db) => db.rawQuery('PRAGMA foreign_keys = OFF'))
    this.schema.alterTable('users', (table) => {
      table.dropColumn('changelog_seen_id')
    })
    if (sqlite) this.defer((db) => db.rawQuery('PRAGMA foreign_keys = ON'))
    this.schema.dropTable('changelog_entries')
  }
}
