import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Users (issue 14):
 * - `teams.suspension_source`: 'staff' when staff suspended the company (the
 *   whole area becomes read-only), null for the automatic suspension of an
 *   expired insurance (the carrier takes no work but may still upload its new
 *   policy);
 * - indexes of the dealer and transporter lists: by kind in name order, and
 *   the filters (verified, suspended, plan).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('teams', (table) => {
      table.string('suspension_source', 20).nullable()
      table.index(['kind', 'name', 'id'])
      table.index(['kind', 'verified_at'])
      table.index(['kind', 'suspended_at'])
      table.index(['kind', 'plan', 'name', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('teams', (table) => {
      table.dropIndex(['kind', 'plan', 'name', 'id'])
      table.dropIndex(['kind', 'suspended_at'])
      table.dropIndex(['kind', 'verified_at'])
      table.dropIndex(['kind', 'name', 'id'])
    })
    /* a plain DROP COLUMN (SQLite ≥ 3.35, PostgreSQL): knex's SQLite dropColumn copies the
       table, which the rows referencing teams forbid inside the migration's transaction */
    this.schema.raw('ALTER TABLE teams DROP COLUMN suspension_source')
  }
}
