import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'team_notification_recipients'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      table.string('name', 120).nullable()
      table.string('email', 254).notNullable()
      /* JSON array of notification types this recipient receives; null = all */
      table.text('types').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['team_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
