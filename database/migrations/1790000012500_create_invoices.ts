import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Invoicing (issue 12): the platform's fiscal documents to dealer teams —
 * invoices (TD01) and credit notes (TD04) in one table with a `kind`, each
 * kind its own yearly series without gaps (`invoice_counters`, one row per
 * series and year, locked while a number is taken). An issued document is
 * never changed: the parties are copied onto it (JSON snapshots), its lines
 * live in `invoice_lines`, its files (FatturaPA XML, PDF) in `invoice_files`
 * (written once, with their SHA-256), its delivery to the SDI in
 * `sdi_transmissions` (once).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invoice_counters', (table) => {
      /* invoice | credit_note */
      table.string('series', 20).notNullable()
      table.integer('year').notNullable()
      table.integer('last_sequence').notNullable().defaultTo(0)
      table.primary(['series', 'year'])
    })

    this.schema.createTable('invoices', (table) => {
      table.increments('id')
      /* invoice | credit_note */
      table.string('kind', 20).notNullable()
      table.integer('year').notNullable()
      table.integer('sequence').notNullable()
      /* 2026/000123, NC/2026/000004 */
      table.string('number', 20).notNullable().unique()
      /* the Rome calendar day of issue (FatturaPA Data) */
      table.date('issued_on').notNullable()
      table.timestamp('issued_at').notNullable()
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('RESTRICT')
      /* the customer's legal name at issue, for lists (the whole snapshot is `customer`) */
      table.string('customer_name', 200).notNullable()
      table.text('customer').notNullable()
      table.text('seller').notNullable()
      /* wallet | card | bank_transfer (null on credit notes: settled on the wallet) */
      table.string('payment_method', 20).nullable()
      table.bigInteger('net_cents').notNullable()
      table.bigInteger('vat_cents').notNullable()
      table.bigInteger('gross_cents').notNullable()
      /* one row per VAT rate: [{ vatBasisPoints, netCents, vatCents }] */
      table.text('summaries').notNullable()
      table.integer('order_id').unsigned().nullable().references('id').inTable('orders')
      table.integer('transport_id').unsigned().nullable().references('id').inTable('transports')
      /* a credit note's original invoice */
      table.integer('related_invoice_id').unsigned().nullable().references('id').inTable('invoices')
      /* its number, copied (lists show it without a second read) */
      table.string('related_number', 20).nullable()
      table.string('reason', 1000).nullable()
      /* a retried issue returns the first document (unique) */
      table.string('idempotency_key', 100).nullable().unique()
      table.integer('issued_by_user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.unique(['kind', 'year', 'sequence'])
      /* lists: a team's (dealer), everyone's (staff), newest first (issue day, id), by kind, year or days */
      table.index(['team_id', 'issued_on', 'id'])
      table.index(['team_id', 'kind', 'issued_on', 'id'])
      table.index(['issued_on', 'id'])
      table.index(['kind', 'issued_on', 'id'])
      table.index(['order_id'])
      table.index(['transport_id'])
      table.index(['related_invoice_id'])
    })

    this.schema.createTable('invoice_lines', (table) => {
      table.increments('id')
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('invoices')
        .onDelete('RESTRICT')
      table.integer('position').notNullable()
      table.string('description', 1000).notNullable()
      table.integer('quantity').notNullable()
      table.bigInteger('unit_net_cents').notNullable()
      table.integer('vat_basis_points').notNullable()
      table.bigInteger('net_cents').notNullable()
      table.unique(['invoice_id', 'position'])
    })

    this.schema.createTable('invoice_files', (table) => {
      table.increments('id')
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('invoices')
        .onDelete('RESTRICT')
      /* xml | pdf */
      table.string('kind', 10).notNullable()
      table.string('file_name', 100).notNullable()
      table.string('storage_key', 255).notNullable().unique()
      table.string('mime_type', 100).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      table.string('sha256', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['invoice_id', 'kind'])
    })

    this.schema.createTable('sdi_transmissions', (table) => {
      table.increments('id')
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('invoices')
        .onDelete('RESTRICT')
      /* IT<P.IVA>_<progressive>.xml */
      table.string('file_name', 50).notNullable()
      /* file_drop (the interface admits others: an intermediary's API) */
      table.string('channel', 30).notNullable()
      /* where the file went (the drop folder's path) */
      table.string('destination', 500).notNullable()
      table.string('sha256', 64).notNullable()
      table.timestamp('sent_at').notNullable()
      table.index(['sent_at'])
    })
  }

  async down() {
    this.schema.dropTable('sdi_transmissions')
    this.schema.dropTable('invoice_files')
    this.schema.dropTable('invoice_lines')
    this.schema.dropTable('invoices')
    this.schema.dropTable('invoice_counters')
  }
}
