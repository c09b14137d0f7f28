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
      table.string('payment_reference', 20).nullable().unique()
      table.timestamp('payment_reminded_at').nullable()
      /* the daily deadlines job finds the waiting transfers */
      table.index(['payment_method', 'state'])
    })
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropIndex(['payment_method', 'state'])
      table.dropUnique(['payment_reference'])
      table.dropColumn('payment_reference')
      table.dropColumn('payment_reminded_at')
    })
  }
}
