import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Settings → Notifications (issue 13): the edited templates of a
 * notification type, per language. Append-only: a save adds version n + 1,
 * "restore default" adds a version with `is_default` (its texts null), and
 * the latest version of a (type, locale) wins over the lang file's template.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notification_template_versions', (table) => {
      table.increments('id')
      table.string('type', 60).notNullable()
      table.string('locale', 5).notNullable()
      table.integer('version').notNullable()
      table.boolean('is_default').notNullable().defaultTo(false)
      table.string('subject', 500).nullable()
      table.text('body').nullable()
      table.string('action', 120).nullable()
      table
        .integer('created_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['type', 'locale', 'version'])
    })
  }

  async down() {
    this.schema.dropTable('notification_template_versions')
  }
}
