import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin → Invitations (issue 10): a revoked team invitation is kept (revoked_at) instead of
 * deleted, so staff see it; sent_at is the last time its e-mail went out (created_at until a
 * resend). Both invitation tables get the list's order, newest first, as an index.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('team_invitations', (table) => {
      table.timestamp('revoked_at').nullable()
      /* nullable for the tables that exist (SQLite adds no NOT NULL column without a default) */
      table.timestamp('sent_at').nullable()
      table.index(['created_at', 'id'])
    })
    this.defer(async (db) => {
      await db
        .from('team_invitations')
        .whereNull('sent_at')
        .update({ sent_at: db.raw('created_at') })
    })
    this.schema.alterTable('private_session_invitations', (table) => {
      table.index(['created_at', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('private_session_invitations', (table) => {
      table.dropIndex(['created_at', 'id'])
    })
    this.schema.alterTable('team_invitations', (table) => {
      table.dropIndex(['created_at', 'id'])
      table.dropColumn('sent_at')
      table.dropColumn('revoked_at')
    })
  }
}
