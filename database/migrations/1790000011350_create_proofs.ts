import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Electronic proof of pickup and delivery (issue 11). One proof per transport
 * and stage: a draft while the driver takes photos (each uploaded on its
 * own), then submitted once and never edited (only annotated): signed on the
 * driver's phone, or awaiting the referent who signs (or disagrees) through
 * a one-time link. Every original photo keeps the SHA-256 of its bytes; the
 * sealed PDF is a `transport_documents` row whose hash is in the timeline.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('proofs', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('RESTRICT')
      /* pickup | delivery */
      table.string('stage', 10).notNullable()
      /* draft | awaiting_referent | signed | disputed */
      table.string('state', 20).notNullable().defaultTo('draft')
      table.text('notes').nullable()
      /* who hands the vehicles over (pickup) or receives them (delivery) */
      table.string('signer_name', 120).nullable()
      table.string('signature_key', 255).nullable().unique()
      table.string('signature_sha256', 64).nullable()
      table.timestamp('signed_at').nullable()
      /* phone | link */
      table.string('signed_via', 10).nullable()
      /* the referent's remarks when disagreeing (through the link) */
      table.text('referent_remarks').nullable()
      table.double('latitude').nullable()
      table.double('longitude').nullable()
      table.integer('accuracy_m').unsigned().nullable()
      table.timestamp('submitted_at').nullable()
      table.integer('submitted_by_id').unsigned().nullable().references('id').inTable('users')
      /* the sealed PDF (transport_documents.id; its table comes in a later migration, so no FK) */
      table.integer('document_id').unsigned().nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['transport_id', 'stage'])
    })
    this.schema.createTable('proof_vehicles', (table) => {
      table.increments('id')
      table
        .integer('proof_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('proofs')
        .onDelete('CASCADE')
      table
        .integer('vehicle_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transport_request_vehicles')
      table.boolean('documents').notNullable().defaultTo(false)
      table.boolean('keys').notNullable().defaultTo(false)
      table.boolean('accessories').notNullable().defaultTo(false)
      table.string('checklist_note', 500).nullable()
      table.integer('odometer_km').unsigned().nullable()
      table.unique(['proof_id', 'vehicle_id'])
    })
    this.schema.createTable('proof_photos', (table) => {
      table.increments('id')
      table
        .integer('proof_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('proofs')
        .onDelete('CASCADE')
      table
        .integer('vehicle_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transport_request_vehicles')
      /* front | back | left | right | odometer | damage | extra */
      table.string('slot', 10).notNullable()
      /* the original, byte for byte, and the SHA-256 of those bytes */
      table.string('storage_key', 255).notNullable().unique()
      table.string('sha256', 64).notNullable()
      /* a JPEG copy at most 1280 px wide, for the pages and the sealed PDF */
      table.string('display_key', 255).notNullable().unique()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      /* the server's clock, never the phone's */
      table.timestamp('received_at').notNullable()
      table.index(['proof_id', 'vehicle_id', 'slot'])
    })
    this.schema.createTable('proof_damages', (table) => {
      table.increments('id')
      table
        .integer('proof_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('proofs')
        .onDelete('CASCADE')
      table
        .integer('vehicle_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transport_request_vehicles')
      /* a zone of the vehicle diagram (app/shared/proof_zones.ts) */
      table.string('zone', 30).notNullable()
      table.string('note', 500).notNullable()
      table.integer('photo_id').unsigned().nullable().references('id').inTable('proof_photos')
      table.index(['proof_id'])
    })
    this.schema.createTable('proof_links', (table) => {
      table.increments('id')
      table
        .integer('proof_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('proofs')
        .onDelete('CASCADE')
      /* SHA-256 of the token: the token itself is only in the e-mail */
      table.string('token_hash', 64).notNullable().unique()
      table.string('email', 254).notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['proof_id'])
    })
  }

  async down() {
    this.schema.dropTable('proof_links')
    this.schema.dropTable('proof_damages')
    this.schema.dropTable('proof_photos')
    this.schema.dropTable('proof_vehicles')
    this.schema.dropTable('proofs')
  }
}
