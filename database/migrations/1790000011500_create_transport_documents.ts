import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Documents of a transport (issue 11): the CMR / lettera di vettura and the
 * sealed proofs of pickup and delivery, as PDFs on the Drive disk. A document
 * is never rewritten: a new version is a new row. Its SHA-256 is stored here
 * and in the transport's timeline (`document_sealed` event), so a changed
 * file is detectable.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('transport_documents', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('RESTRICT')
      /* cmr | pickup_proof | delivery_proof */
      table.string('kind', 30).notNullable()
      table.string('file_name', 255).notNullable()
      table.string('storage_key', 255).notNullable().unique()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      table.string('sha256', 64).notNullable()
      table
        .integer('created_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['transport_id', 'created_at'])
      table.index(['kind', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('transport_documents')
  }
}
