import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Book a call (issue 10): a carrier books a 30-minute slot to talk with the
 * platform's staff, about a marketplace transport or in general.
 *
 * - `calls`: one row per booking. A slot is held by at most one call that is
 *   not cancelled: the partial unique index on `starts_at` is what makes two
 *   simultaneous bookings of one slot end with exactly one winner (SQLite and
 *   PostgreSQL both have partial indexes). The subject is optional: a
 *   transport today; a private session will get its own nullable column
 *   (`private_session_id`) when sessions exist.
 * - `call_settings`: the platform's office hours for calls, the minimum
 *   notice and how far ahead one may book (one row, edited in Admin →
 *   Settings → Calls; without a row the defaults of app/calls/domain apply).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('calls', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table
        .integer('booked_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table
        .integer('transport_id')
        .unsigned()
        .nullable()
        .references('transports.id')
        .onDelete('SET NULL')
      table.timestamp('starts_at').notNullable()
      table.timestamp('ends_at').notNullable()
      /* The number staff call. */
      table.string('phone', 30).notNullable()
      table.string('note', 1000).nullable()
      /* The calendar invitation's UID and SEQUENCE (RFC 5545): a cancellation updates the same event. */
      table.string('ics_uid', 120).notNullable().unique()
      table.integer('ics_sequence').notNullable().defaultTo(0)
      table.timestamp('cancelled_at').nullable()
      table
        .integer('cancelled_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      /* transporter | staff */
      table.string('cancelled_by_kind', 20).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      /* The team's list (upcoming soonest first, history latest first). */
      table.index(['team_id', 'starts_at', 'id'])
      table.index(['transport_id'])
    })
    /* One live call per slot: the database refuses the second booking. */
    this.schema.raw(
      'CREATE UNIQUE INDEX calls_live_slot_unique ON calls (starts_at) WHERE cancelled_at IS NULL'
    )

    this.schema.createTable('call_settings', (table) => {
      table.increments('id')
      /* { mon: [["09:00","13:00"],["14:00","18:00"]], … } (app/shared/opening_hours) */
      table.text('office_hours').notNullable()
      table.integer('min_notice_minutes').notNullable()
      table.integer('horizon_working_days').notNullable()
      table
        .integer('updated_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('call_settings')
    this.schema.raw('DROP INDEX IF EXISTS calls_live_slot_unique')
    this.schema.dropTable('calls')
  }
}
