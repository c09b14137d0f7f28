import { BaseSchema } from '@adonisjs/lucid/schema'
import { rechainTransports } from '#documents/actions/chain_events'

/**
 * The timeline's hash chain (issue 11, docs/evidence.md): every event
 * carries the hash of the transport's previous event and its own hash.
 * Existing events are chained in id order per transport, so old data
 * verifies; then no two events of a transport may chain to the same one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('transport_events', (table) => {
      table.string('prev_hash', 64).nullable()
      table.string('hash', 64).nullable()
    })
    this.defer(async (client) => {
      await rechainTransports(client)
    })
    this.schema.alterTable('transport_events', (table) => {
      table.unique(['transport_id', 'prev_hash'])
    })
  }

  async down() {
    this.schema.alterTable('transport_events', (table) => {
      table.dropUnique(['transport_id', 'prev_hash'])
      table.dropColumn('prev_hash')
      table.dropColumn('hash')
    })
  }
}
