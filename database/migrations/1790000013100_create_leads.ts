import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Leads (issue 13): companies interested in the platform, from the public
 * form; staff follow them up (state, notes, who handles it) and convert a
 * dealer lead into an invitation to register, a carrier lead into an
 * invitation to the onboarding.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('leads', (table) => {
      table.increments('id')
      /* dealer | transporter */
      table.string('kind', 20).notNullable()
      table.string('company_name', 200).notNullable()
      table.string('vat_number', 16).nullable()
      table.string('contact_name', 120).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 30).nullable()
      /* transports a month: 1_5 | 6_20 | 21_50 | over_50 */
      table.string('volume', 20).notNullable()
      table.text('message').nullable()
      table.string('locale', 5).notNullable()
      /* new | contacted | converted | discarded */
      table.string('state', 20).notNullable().defaultTo('new')
      table.text('notes').nullable()
      table
        .integer('assigned_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('privacy_accepted_at').notNullable()
      table.timestamp('converted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['state', 'id'])
      table.index(['assigned_user_id', 'state', 'id'])
      table.index(['kind', 'state', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('leads')
  }
}
