import { BaseSchema } from '@adonisjs/lucid/schema'

function place(table: any, prefix: 'pickup' | 'delivery') {
  table.string(`${prefix}_street`, 200).notNullable()
  table.string(`${prefix}_cap`, 5).notNullable()
  table.string(`${prefix}_city`, 100).notNullable()
  table.string(`${prefix}_province`, 2).notNullable()
  table.string(`${prefix}_region`, 30).notNullable()
  table.string(`${prefix}_referent_name`, 120).nullable()
  table.string(`${prefix}_referent_phone`, 30).nullable()
  table.string(`${prefix}_referent_email`, 254).nullable()
  table.date(`${prefix}_date_from`).nullable()
  table.date(`${prefix}_date_to`).nullable()
}

/**
 * Transports (DOMAIN.md §2 "Transport and its states"): created `published`
 * when an order is paid; every transition writes a transport_events row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('transports', (table) => {
      table.increments('id')
      /* T-2026-000123 */
      table.string('reference', 20).notNullable().unique()
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table
        .integer('order_id')
        .unsigned()
        .notNullable()
        .references('orders.id')
        .onDelete('RESTRICT')
      table
        .integer('transport_request_id')
        .unsigned()
        .notNullable()
        .references('transport_requests.id')
        .onDelete('RESTRICT')
      table
        .integer('quote_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('quotes.id')
        .onDelete('RESTRICT')
      table
        .integer('transporter_team_id')
        .unsigned()
        .nullable()
        .references('teams.id')
        .onDelete('SET NULL')
      /* published | assigned | pickup_scheduled | picked_up | in_transit | delivered | completed | cancelled | disputed */
      table.string('state', 20).notNullable()
      /* incremented by every transition (optimistic check) */
      table.integer('state_version').notNullable().defaultTo(0)
      place(table, 'pickup')
      place(table, 'delivery')
      table.integer('vehicle_count').notNullable()
      table.integer('distance_km').notNullable()
      table.bigInteger('net_cents').notNullable()
      table.bigInteger('payout_cents').notNullable()
      table.date('pickup_on').nullable()
      table.date('delivery_estimate_on').nullable()
      table.string('notes', 2000).nullable()
      /* unguessable public tracking token (base64url, 32 bytes) */
      table.string('tracking_token', 64).notNullable().unique()
      table.timestamp('assigned_at').nullable()
      table.timestamp('picked_up_at').nullable()
      table.timestamp('delivered_at').nullable()
      table.timestamp('completed_at').nullable()
      table.timestamp('cancelled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'state', 'created_at'])
      table.index(['transporter_team_id', 'state'])
      table.index(['state', 'created_at'])
      table.index(['pickup_region', 'state'])
      table.index(['delivery_region', 'state'])
      table.index(['pickup_on'])
      table.index(['delivery_estimate_on'])
    })

    this.schema.createTable('transport_events', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('transports.id')
        .onDelete('CASCADE')
      /* created | transition | assigned | edited | note */
      table.string('type', 30).notNullable()
      table.string('from_state', 20).nullable()
      table.string('to_state', 20).nullable()
      /* system | dealer | transporter | admin | referent */
      table.string('actor_kind', 20).notNullable()
      table
        .integer('actor_user_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.text('payload').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['transport_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('transport_events')
    this.schema.dropTable('transports')
  }
}
