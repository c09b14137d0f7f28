import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Orders paid by bank transfer (issue 12): such an order waits in
 * `pending_payment` with a payment reference the dealer types in the
 * transfer's description (unique: it identifies the order on the bank
 * statement); `payment_reminded_at` records the one reminder e-mail.
 * States and payment methods are plain strings (no constraint to widen).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('payment_reference', 24).nullable().unique()
      table.timestamp('payment_reminded_at').nullable()
      /* the daily deadlines job finds the waiting transfers */
      table.index(['payment_method', 'state'])
    })
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropIndex(['payment_method', 'state'])
      table.dropUnique(['payment_reference'])
    })
    /* native DROP COLUMN (SQLite ≥ 3.35, PostgreSQL): knex would copy and drop the SQLite table,
       which the foreign keys of a database with orders refuse */
    this.schema.raw('ALTER TABLE orders DROP COLUMN payment_reminded_at')
    this.schema.raw('ALTER TABLE orders DROP COLUMN payment_reference')
  }
}
