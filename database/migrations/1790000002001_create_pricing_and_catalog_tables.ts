import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Platform settings are versioned: every change appends a row, quotes keep
 * the version (and a snapshot of the inputs) they were priced with.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('platform_settings', (table) => {
      table.increments('id')
      table.integer('version').notNullable().unique()
      /* JSON: pricing parameters, commission, VAT, company data (see app/pricing/domain/pricing_settings.ts) */
      table.text('data').notNullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('vehicle_categories', (table) => {
      table.increments('id')
      /* city_car | car | suv | van | luxury | motorcycle (and any added by staff) */
      table.string('code', 30).notNullable().unique()
      table.string('name_it', 80).notNullable()
      table.string('name_en', 80).notNullable()
      /* price coefficient in thousandths: 1150 = ×1.15 */
      table.integer('coefficient_permille').notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('vehicle_makes', (table) => {
      table.increments('id')
      table.string('name', 80).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('vehicle_models', (table) => {
      table.increments('id')
      table
        .integer('make_id')
        .unsigned()
        .notNullable()
        .references('vehicle_makes.id')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      table.string('category_code', 30).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['make_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable('vehicle_models')
    this.schema.dropTable('vehicle_makes')
    this.schema.dropTable('vehicle_categories')
    this.schema.dropTable('platform_settings')
  }
}
