import { BaseSchema } from '@adonisjs/lucid/schema'

function place(table: any, prefix: 'pickup' | 'delivery') {
  table
    .integer(`${prefix}_address_id`)
    .unsigned()
    .nullable()
    .references('addresses.id')
    .onDelete('SET NULL')
  table.string(`${prefix}_street`, 200).nullable()
  table.string(`${prefix}_cap`, 5).nullable()
  table.string(`${prefix}_city`, 100).nullable()
  table.string(`${prefix}_province`, 2).nullable()
  table.string(`${prefix}_referent_name`, 120).nullable()
  table.string(`${prefix}_referent_phone`, 30).nullable()
  table.string(`${prefix}_referent_email`, 254).nullable()
  table.date(`${prefix}_date_from`).nullable()
  table.date(`${prefix}_date_to`).nullable()
}

/**
 * Transport requests (DOMAIN.md §2): draft -> submitted -> quoted -> ordered,
 * or expired / cancelled. A request outside the automatic rules stays
 * `submitted` with needs_manual_quote until staff price it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('transport_requests', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      /* TR-2026-000123 */
      table.string('reference', 20).notNullable().unique()
      /* draft | submitted | quoted | expired | ordered | cancelled */
      table.string('state', 20).notNullable()
      table
        .integer('supplier_id')
        .unsigned()
        .nullable()
        .references('suppliers.id')
        .onDelete('SET NULL')
      place(table, 'pickup')
      place(table, 'delivery')
      table.boolean('express').notNullable().defaultTo(false)
      table.boolean('covered').notNullable().defaultTo(false)
      table.boolean('extra_insurance').notNullable().defaultTo(false)
      table.string('notes', 2000).nullable()
      table.integer('distance_km').nullable()
      table.boolean('needs_manual_quote').notNullable().defaultTo(false)
      /* why the automatic rules did not apply: too_many_vehicles | island | non_running_luxury */
      table.string('manual_reason', 40).nullable()
      table.timestamp('submitted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'state', 'created_at'])
      table.index(['state', 'created_at'])
      table.index(['pickup_province'])
      table.index(['delivery_province'])
      table.index(['needs_manual_quote', 'state'])
    })

    this.schema.createTable('transport_request_vehicles', (table) => {
      table.increments('id')
      table
        .integer('transport_request_id')
        .unsigned()
        .notNullable()
        .references('transport_requests.id')
        .onDelete('CASCADE')
      table.string('category', 30).notNullable()
      table.string('make', 80).notNullable()
      table.string('model', 80).notNullable()
      table.string('plate', 10).nullable()
      table.string('vin', 17).nullable()
      table.boolean('running').notNullable().defaultTo(true)
      table.bigInteger('declared_value_cents').notNullable().defaultTo(0)
      table.integer('position').notNullable().defaultTo(0)
      table.index(['transport_request_id'])
    })

    this.schema.createTable('transport_request_attachments', (table) => {
      table.increments('id')
      table
        .integer('transport_request_id')
        .unsigned()
        .notNullable()
        .references('transport_requests.id')
        .onDelete('CASCADE')
      table.string('file_name', 200).notNullable()
      table.string('storage_key', 300).notNullable()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').notNullable()
      table
        .integer('uploaded_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['transport_request_id'])
    })

    this.schema.createTable('quotes', (table) => {
      table.increments('id')
      table
        .integer('transport_request_id')
        .unsigned()
        .notNullable()
        .references('transport_requests.id')
        .onDelete('CASCADE')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      /* valid | expired | superseded | ordered */
      table.string('state', 20).notNullable()
      table.bigInteger('net_cents').notNullable()
      table.bigInteger('vat_cents').notNullable()
      table.bigInteger('gross_cents').notNullable()
      /* what the transporter is paid on buy-now (net minus commission) */
      table.bigInteger('payout_cents').notNullable()
      table.bigInteger('commission_cents').notNullable()
      /* JSON: every line of the price (distance, per-vehicle lines, services, discounts, VAT) */
      table.text('breakdown').notNullable()
      /* JSON: the inputs and the settings snapshot the price was computed with */
      table.text('inputs').notNullable()
      table.integer('settings_version').notNullable()
      table.boolean('manual').notNullable().defaultTo(false)
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'state'])
      table.index(['transport_request_id'])
      table.index(['state', 'expires_at'])
    })
  }

  async down() {
    this.schema.dropTable('quotes')
    this.schema.dropTable('transport_request_attachments')
    this.schema.dropTable('transport_request_vehicles')
    this.schema.dropTable('transport_requests')
  }
}
