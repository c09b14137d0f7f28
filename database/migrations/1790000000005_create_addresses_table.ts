import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'addresses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table.string('label', 100).notNullable()
      table.string('street', 200).notNullable()
      table.string('cap', 5).notNullable()
      table.string('city', 100).notNullable()
      table.string('province', 2).notNullable()
      table.string('referent_name', 120).nullable()
      table.string('referent_phone', 30).nullable()
      table.string('referent_email', 254).nullable()
      /* opening hours as JSON: { mon: [["08:00","12:30"],["14:00","18:00"]], ... } */
      table.text('opening_hours').nullable()
      table.string('notes', 1000).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['team_id', 'label'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
