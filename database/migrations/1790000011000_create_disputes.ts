import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Disputes (issue 11): the dealer or staff contest a delivery within 48 h;
 * staff resolve it with a written decision, completed as is or with a partial
 * refund to the dealer's wallet. One dispute per transport (a resolved one
 * completes it). A refund's ledger line names its transport:
 * `wallet_entries.transport_id`, unique with the kind — exactly one
 * `dispute_refund` per transport.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('disputes', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      table.integer('opened_by_id').unsigned().nullable().references('id').inTable('users')
      /* dealer | admin (the delivery referent's public page comes later) */
      table.string('opened_by_kind', 20).notNullable()
      table.string('reason_code', 30).notNullable()
      table.text('description').notNullable()
      /* open | resolved */
      table.string('state', 20).notNullable().defaultTo('open')
      table.text('decision').nullable()
      table.bigInteger('refund_cents').nullable()
      table.integer('resolved_by_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('resolved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['state', 'created_at'])
    })
    this.schema.createTable('dispute_photos', (table) => {
      table.increments('id')
      table
        .integer('dispute_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('disputes')
        .onDelete('CASCADE')
      table.string('file_name', 255).notNullable()
      table.string('storage_key', 255).notNullable().unique()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['dispute_id'])
    })
    this.schema.alterTable('wallet_entries', (table) => {
      table.integer('transport_id').unsigned().nullable().references('id').inTable('transports')
      table.unique(['transport_id', 'kind'])
    })
  }

  async down() {
    this.schema.alterTable('wallet_entries', (table) => {
      table.dropUnique(['transport_id', 'kind'])
      table.dropForeign(['transport_id'])
      table.dropColumn('transport_id')
    })
    this.schema.dropTable('dispute_photos')
    this.schema.dropTable('disputes')
  }
}
