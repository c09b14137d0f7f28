import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'closing_days'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /* null team = a global closing day (admin settings) */
      table.integer('team_id').unsigned().nullable().references('teams.id').onDelete('CASCADE')
      table
        .integer('address_id')
        .unsigned()
        .nullable()
        .references('addresses.id')
        .onDelete('CASCADE')
      table.date('starts_on').notNullable()
      table.date('ends_on').notNullable()
      table.string('reason', 200).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'starts_on'])
      table.index(['address_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
