import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Settings → Mailer (issue 13):
 * - mail_settings: one row (id 1), the SMTP server outgoing mail uses when
 *   enabled; the password is encrypted with the app key (never in clear);
 *   `version` grows with every save (each save is also in the audit trail);
 * - mail_deliveries: the delivery log, one row per message (a queued message
 *   retried keeps its row: `attempts`, `job_id`), status sent | failed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mail_settings', (table) => {
      table.increments('id')
      table.boolean('enabled').notNullable().defaultTo(false)
      table.string('host', 255).notNullable().defaultTo('')
      table.integer('port').notNullable().defaultTo(587)
      /* none | starttls | tls */
      table.string('security', 10).notNullable().defaultTo('starttls')
      table.string('username', 255).nullable()
      table.text('password_encrypted').nullable()
      table.string('from_name', 120).notNullable().defaultTo('')
      table.string('from_address', 254).notNullable().defaultTo('')
      table.integer('version').notNullable().defaultTo(0)
      table
        .integer('updated_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.schema.createTable('mail_deliveries', (table) => {
      table.increments('id')
      table.string('job_id', 64).nullable().unique()
      table.string('recipient', 254).notNullable()
      table.string('subject', 255).notNullable().defaultTo('')
      table.string('mailer', 40).notNullable()
      /* sent | failed */
      table.string('status', 10).notNullable()
      table.string('error', 1000).nullable()
      table.integer('attempts').notNullable().defaultTo(1)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      /* the log: newest first, by status, by recipient */
      table.index(['created_at', 'id'])
      table.index(['status', 'created_at', 'id'])
      table.index(['recipient', 'created_at', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('mail_deliveries')
    this.schema.dropTable('mail_settings')
  }
}
