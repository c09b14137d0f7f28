import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Transporter payouts (issue 12, docs/decisions.md "Payout batches"): staff
 * gather everything due into a batch (one `payouts` row per carrier team,
 * with the IBAN it is paid to, copied from the team's payout account), approve
 * it, export its SEPA credit-transfer file (pain.001, the batch's message id)
 * and mark it paid, which posts one ledger `payout` per row.
 *
 * `payables.payout_id` links each payable to the one payout that pays it: set
 * once, when the batch is created (a payable is in at most one payout).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payout_batches', (table) => {
      table.increments('id')
      /* draft | approved | paid */
      table.string('state', 20).notNullable()
      /* the pain.001 MsgId, unique per file for the bank (≤ 35 SEPA characters) */
      table.string('message_id', 35).nullable().unique()
      /* carriers with money due but no payout account, left out: [{ teamId, name, amountCents }] */
      table.text('skipped').notNullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table
        .integer('approved_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.integer('paid_by_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('approved_at').nullable()
      table.timestamp('paid_at').nullable()
      table.index(['created_at', 'id'])
    })

    this.schema.createTable('payouts', (table) => {
      table.increments('id')
      table
        .integer('batch_id')
        .unsigned()
        .notNullable()
        .references('payout_batches.id')
        .onDelete('RESTRICT')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('RESTRICT')
      table.bigInteger('amount_cents').notNullable()
      /* pending | paid */
      table.string('state', 20).notNullable()
      /* the bank account paid, as it was when the batch was created */
      table.string('iban', 34).notNullable()
      table.string('bic', 11).nullable()
      table.string('account_holder', 70).notNullable()
      table
        .integer('ledger_transaction_id')
        .unsigned()
        .nullable()
        .unique()
        .references('ledger_transactions.id')
        .onDelete('RESTRICT')
      table.timestamp('created_at').notNullable()
      table.timestamp('paid_at').nullable()
      table.unique(['batch_id', 'team_id'])
      table.index(['team_id', 'id'])
    })

    this.schema.alterTable('payables', (table) => {
      table.integer('payout_id').unsigned().nullable().references('payouts.id').onDelete('RESTRICT')
      table.index(['payout_id'])
      table.index(['team_id', 'payout_id'])
    })
  }

  async down() {
    this.schema.alterTable('payables', (table) => {
      table.dropIndex(['team_id', 'payout_id'])
      table.dropIndex(['payout_id'])
      table.dropForeign(['payout_id'])
      table.dropColumn('payout_id')
    })
    this.schema.dropTable('payouts')
    this.schema.dropTable('payout_batches')
  }
}
