import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Cart, orders and the wallet ledger (DOMAIN.md §2-§3). The ledger is
 * append-only: a balance is always the sum of a team's entries. `wallets`
 * holds one row per team, used as the row lock that serialises spending.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('cart_items', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table.integer('quote_id').unsigned().notNullable().references('quotes.id').onDelete('CASCADE')
      table.integer('added_by_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['team_id', 'quote_id'])
    })

    this.schema.createTable('orders', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      /* ORD-2026-000123 */
      table.string('reference', 20).notNullable().unique()
      /* pending_payment | paid | cancelled | refunded */
      table.string('state', 20).notNullable()
      /* wallet (card and bank_transfer later) */
      table.string('payment_method', 20).notNullable()
      table.bigInteger('net_cents').notNullable()
      table.bigInteger('vat_cents').notNullable()
      table.bigInteger('gross_cents').notNullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('paid_at').nullable()
      table.timestamp('cancelled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'state', 'created_at'])
      table.index(['state', 'created_at'])
    })

    this.schema.createTable('order_items', (table) => {
      table.increments('id')
      table.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE')
      /* a quote can be ordered once, ever */
      table
        .integer('quote_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('quotes.id')
        .onDelete('RESTRICT')
      table
        .integer('transport_request_id')
        .unsigned()
        .notNullable()
        .references('transport_requests.id')
        .onDelete('RESTRICT')
      table.bigInteger('net_cents').notNullable()
      table.bigInteger('vat_cents').notNullable()
      table.bigInteger('gross_cents').notNullable()
      table.index(['order_id'])
    })

    this.schema.createTable('wallets', (table) => {
      table.increments('id')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('teams.id')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('wallet_entries', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      /* top_up | order_payment | refund | adjustment | pro_upgrade */
      table.string('kind', 20).notNullable()
      /* signed: credits positive, debits negative */
      table.bigInteger('amount_cents').notNullable()
      table.bigInteger('balance_after_cents').notNullable()
      table.integer('order_id').unsigned().nullable().references('orders.id').onDelete('RESTRICT')
      table.string('reason', 500).nullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['team_id', 'created_at'])
      /* one payment and one refund per order, ever */
      table.unique(['order_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable('wallet_entries')
    this.schema.dropTable('wallets')
    this.schema.dropTable('order_items')
    this.schema.dropTable('orders')
    this.schema.dropTable('cart_items')
  }
}
