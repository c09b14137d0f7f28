import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The glossary writes "City car" in two words (docs/glossary.md): the seeded
 * category keeps the name staff gave it, unless it is still the old seed name.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db
        .from('vehicle_categories')
        .where('code', 'city_car')
        .where('name_it', 'Citycar')
        .update({ name_it: 'City car' })
    })
  }

  async down() {
    this.defer(async (db) => {
      await db
        .from('vehicle_categories')
        .where('code', 'city_car')
        .where('name_it', 'City car')
        .update({ name_it: 'Citycar' })
    })
  }
}
