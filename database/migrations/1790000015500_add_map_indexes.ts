import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The overview map (issue 14, "Maps") reads the newest position of every
 * transport on the road: max(id) per transport_id, answered from this index.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('transport_positions', (table) => {
      table.index(['transport_id', 'id'], 'transport_positions_transport_id_id_index')
    })
  }

  async down() {
    this.schema.alterTable('transport_positions', (table) => {
      table.dropIndex(['transport_id', 'id'], 'transport_positions_transport_id_id_index')
    })
  }
}
