import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Drivers and scheduled pickups (issue 11, "Drivers and scheduling" in
 * docs/domain.md):
 *
 * - `driver_user_id`: the carrier team's member with the `driver` role who
 *   drives it (null: none yet; SET NULL when the user is deleted). A driver's
 *   list reads (driver_user_id, created_at, id) and, filtered by state,
 *   (driver_user_id, state, created_at, id): the same order as the team list.
 * - `pickup_slot_from` / `pickup_slot_to`: the time range (HH:mm, Europe/Rome)
 *   of the scheduled pickup on `pickup_on`, chosen by the carrier within the
 *   pickup address's opening hours.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('transports', (table) => {
      table
        .integer('driver_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('pickup_slot_from', 5).nullable()
      table.string('pickup_slot_to', 5).nullable()
      table.index(['driver_user_id', 'created_at', 'id'])
      table.index(['driver_user_id', 'state', 'created_at', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('transports', (table) => {
      table.dropIndex(['driver_user_id', 'state', 'created_at', 'id'])
      table.dropIndex(['driver_user_id', 'created_at', 'id'])
      table.dropForeign(['driver_user_id'])
      table.dropColumn('driver_user_id')
      table.dropColumn('pickup_slot_from')
      table.dropColumn('pickup_slot_to')
    })
  }
}
