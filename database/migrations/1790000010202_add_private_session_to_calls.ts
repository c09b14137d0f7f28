import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Book a call (issue 10): the second optional subject of a call, a private
 * session (a call has at most one subject: a transport, a session or none;
 * app/calls/domain/call_rules.ts `oneSubject`).
 *
 * - `calls.private_session_id`: nullable, ON DELETE SET NULL like
 *   `transport_id`: the call is staff's appointment with the carrier and
 *   keeps its slot and invitation whatever happens to the session's record;
 *   without it the call reads as a general one. (RESTRICT would make a
 *   session impossible to remove because a carrier once asked about it.)
 * - The index serves the foreign key (PostgreSQL looks up the calls of a
 *   removed session) and any "calls about this session" read.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('calls', (table) => {
      table
        .integer('private_session_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('private_sessions')
        .onDelete('SET NULL')
      table.index(['private_session_id'])
    })
  }

  async down() {
    this.schema.alterTable('calls', (table) => {
      table.dropIndex(['private_session_id'])
      table.dropForeign(['private_session_id'])
      table.dropColumn('private_session_id')
    })
  }
}
