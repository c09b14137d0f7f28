import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Annotations of a proof (issue 11): a proof is never edited after its
 * submission, only annotated — a dated note by the dealer, the carrier or
 * staff, each also a `proof_annotated` event in the chained timeline.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('proof_annotations', (table) => {
      table.increments('id')
      table
        .integer('proof_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('proofs')
        .onDelete('CASCADE')
      table
        .integer('author_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /* dealer | transporter | admin */
      table.string('author_kind', 20).notNullable()
      table.text('body').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['proof_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('proof_annotations')
  }
}
