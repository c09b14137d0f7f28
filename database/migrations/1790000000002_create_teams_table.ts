import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'teams'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      /* dealer | transporter | staff */
      table.string('kind', 20).notNullable().index()
      table.string('legal_name', 200).nullable()
      table.string('vat_number', 11).nullable()
      table.string('fiscal_code', 16).nullable()
      table.string('sdi_code', 7).nullable()
      table.string('pec', 254).nullable()
      table.string('street', 200).nullable()
      table.string('cap', 5).nullable()
      table.string('city', 100).nullable()
      table.string('province', 2).nullable()
      table.string('phone', 30).nullable()
      /* services tab: JSON (transporter: categories, regions, provinces, equipment; dealer: default services) */
      table.text('services').nullable()
      /* transporter vetting: set when onboarding is approved */
      table.timestamp('verified_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.alterTable('users', (table) => {
      table.foreign('current_team_id').references('teams.id').onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropForeign(['current_team_id'])
    })
    this.schema.dropTable(this.tableName)
  }
}
