import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The marketplace (issue 10):
 * - a transporter team can be suspended (expired insurance, staff decision):
 *   it keeps its account but takes no work while `suspended_at` is set;
 * - the list of transports a carrier may take reads published transports by
 *   pickup region (or province) in the order it shows them: newest, highest
 *   payout, earliest pickup.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('teams', (table) => {
      table.timestamp('suspended_at').nullable()
      table.string('suspension_reason', 300).nullable()
    })
    this.schema.alterTable('transports', (table) => {
      table.index(['state', 'pickup_region', 'created_at', 'id'])
      table.index(['state', 'pickup_province', 'created_at', 'id'])
      table.index(['state', 'payout_cents', 'id'])
      table.index(['state', 'pickup_on', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('transports', (table) => {
      table.dropIndex(['state', 'pickup_region', 'created_at', 'id'])
      table.dropIndex(['state', 'pickup_province', 'created_at', 'id'])
      table.dropIndex(['state', 'payout_cents', 'id'])
      table.dropIndex(['state', 'pickup_on', 'id'])
    })
    this.schema.alterTable('teams', (table) => {
      table.dropColumn('suspended_at')
      table.dropColumn('suspension_reason')
    })
  }
}
