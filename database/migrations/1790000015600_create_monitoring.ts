import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Analytics → Monitoring (docs/monitoring.md):
 * - `transports.state_changed_at`: when the transport entered its current
 *   state (set by every transition, app/transports/actions/
 *   transition_transport.ts), so "stuck in a state beyond a threshold" reads
 *   one index range per state. Existing rows take their latest transition
 *   into that state from the timeline, else their last update;
 * - `monitoring_failed_jobs`: the jobs the queue gave up on (recorded from
 *   the queue's execution channel, app/monitoring/listeners.ts);
 * - indexes for the SLA aggregates (pickup and delivery days with the times
 *   they happened: index-only counts), for published transports near their
 *   pickup window, and for the dashboard's live feed (the latest requests
 *   submitted, transport events and bids).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('transports', (table) => {
      table.timestamp('state_changed_at').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE transports SET state_changed_at = COALESCE(
           (SELECT MAX(e.created_at) FROM transport_events e
             WHERE e.transport_id = transports.id AND e.to_state = transports.state),
           updated_at, created_at)`
      )
    })
    this.schema.alterTable('transports', (table) => {
      table.index(['state', 'state_changed_at'])
      table.index(['pickup_on', 'picked_up_at'])
      table.index(['delivery_estimate_on', 'delivered_at'])
      table.index(['state', 'pickup_date_from'])
    })
    /* the dashboard's live feed, first page load: the latest of each source */
    this.schema.alterTable('transport_events', (table) => table.index(['created_at', 'id']))
    this.schema.alterTable('transport_requests', (table) => table.index(['submitted_at', 'id']))
    this.schema.alterTable('bids', (table) => table.index(['created_at', 'id']))

    this.schema.createTable('monitoring_failed_jobs', (table) => {
      table.increments('id')
      /* the queue's job id */
      table.string('job_id', 100).notNullable()
      table.string('name', 100).notNullable()
      table.string('queue', 100).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      /* the last error's message, cut to 1000 characters */
      table.string('error', 1000).nullable()
      table.timestamp('failed_at').notNullable()
      table.index(['failed_at', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('monitoring_failed_jobs')
    this.schema.alterTable('bids', (table) => table.dropIndex(['created_at', 'id']))
    this.schema.alterTable('transport_requests', (table) => table.dropIndex(['submitted_at', 'id']))
    this.schema.alterTable('transport_events', (table) => table.dropIndex(['created_at', 'id']))
    this.schema.alterTable('transports', (table) => {
      table.dropIndex(['state', 'pickup_date_from'])
      table.dropIndex(['delivery_estimate_on', 'delivered_at'])
      table.dropIndex(['pickup_on', 'picked_up_at'])
      table.dropIndex(['state', 'state_changed_at'])
    })
    /* a plain DROP COLUMN (SQLite ≥ 3.35, PostgreSQL): knex's SQLite dropColumn copies the
       table, which rows referencing transports forbid inside the migration's transaction */
    this.schema.raw('ALTER TABLE transports DROP COLUMN state_changed_at')
  }
}
