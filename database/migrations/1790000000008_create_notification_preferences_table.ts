import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'notification_preferences'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('type', 60).notNullable()
      /* mail | in_app */
      table.string('channel', 20).notNullable()
      table.boolean('enabled').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['user_id', 'type', 'channel'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
