import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The staff's audit trail (issue 14): every staff action that changes data,
 * with who, when, what and the values before and after. Append-only: the
 * model refuses updates and deletes; nothing in the application removes a row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('audit_events', (table) => {
      table.increments('id')
      table
        .integer('actor_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /* who, as named when acting: kept when the account is later deleted */
      table.string('actor_name', 200).nullable()
      /* e.g. settings.updated, wallet.adjusted, transport.transition, payout_batch.paid */
      table.string('action', 60).notNullable()
      /* what it acted on: platform_settings, team, transport, order, payout_batch */
      table.string('subject_type', 40).notNullable()
      table.integer('subject_id').nullable()
      /* a reference people recognise (T-2026-000012, ORD-…, a team's name, v12) */
      table.string('subject_label', 200).nullable()
      table.text('before').nullable()
      table.text('after').nullable()
      table.text('reason').nullable()
      table.timestamp('created_at').notNullable()
      /* the list newest first, and by each filter */
      table.index(['created_at', 'id'])
      table.index(['action', 'id'])
      table.index(['actor_user_id', 'id'])
      table.index(['subject_type', 'subject_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('audit_events')
  }
}
