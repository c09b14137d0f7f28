import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('suppliers', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table.string('name', 150).notNullable()
      table.string('street', 200).notNullable()
      table.string('cap', 5).notNullable()
      table.string('city', 100).notNullable()
      table.string('province', 2).notNullable()
      table.string('referent_name', 120).nullable()
      table.string('referent_phone', 30).nullable()
      table.string('referent_email', 254).nullable()
      table.text('opening_hours').nullable()
      table.string('notes', 1000).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'name'])
    })

    /* A supplier's closing days live with the others. */
    this.schema.alterTable('closing_days', (table) => {
      table
        .integer('supplier_id')
        .unsigned()
        .nullable()
        .references('suppliers.id')
        .onDelete('CASCADE')
      table.index(['supplier_id'])
    })

    /* Dealer plan: free (5 suppliers) or pro (unlimited + pro discount). */
    this.schema.alterTable('teams', (table) => {
      table.string('plan', 10).notNullable().defaultTo('free')
      table.timestamp('pro_since').nullable()
    })
  }

  async down() {
    this.schema.alterTable('teams', (table) => {
      table.dropColumn('plan')
      table.dropColumn('pro_since')
    })
    this.schema.alterTable('closing_days', (table) => {
      table.dropForeign(['supplier_id'])
      table.dropIndex(['supplier_id'])
      table.dropColumn('supplier_id')
    })
    this.schema.dropTable('suppliers')
  }
}
