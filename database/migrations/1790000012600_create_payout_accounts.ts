import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Where a carrier team is paid (issue 12, Settings → Billing): one bank
 * account per team (IBAN checked by ibantools, stored in electronic format,
 * shown masked) and the record of every change of it (who, when, the old
 * and new IBAN masked), which the team's owners are told of by e-mail.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payout_accounts', (table) => {
      table.increments('id')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table.string('iban', 34).notNullable()
      table.string('bic', 11).nullable()
      table.string('account_holder', 70).notNullable()
      table.integer('updated_by_user_id').unsigned().nullable().references('id').inTable('users')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.schema.createTable('payout_account_changes', (table) => {
      table.increments('id')
      table
        .integer('team_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('teams')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /* IT60 **** **** 3456; null when the first account was entered */
      table.string('old_iban_masked', 40).nullable()
      table.string('new_iban_masked', 40).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['team_id', 'created_at', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('payout_account_changes')
    this.schema.dropTable('payout_accounts')
  }
}
