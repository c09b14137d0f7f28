import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Time-bounded reads of the ledger: Admin → Money reads one year of every
 * account (account, created_at); a dealer's monthly statement reads one month
 * of its wallet (account, team_id, created_at).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('ledger_entries', (table) => {
      table.index(['account', 'created_at', 'amount_cents'], 'ledger_entries_account_time_index')
      table.index(['account', 'team_id', 'created_at'], 'ledger_entries_team_time_index')
    })
  }

  async down() {
    this.schema.alterTable('ledger_entries', (table) => {
      table.dropIndex(
        ['account', 'created_at', 'amount_cents'],
        'ledger_entries_account_time_index'
      )
      table.dropIndex(['account', 'team_id', 'created_at'], 'ledger_entries_team_time_index')
    })
  }
}
