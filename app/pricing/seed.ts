import db from '@adonisjs/lucid/services/db'
import VehicleCategory from '#pricing/models/vehicle_category'
import VehicleMake from '#pricing/models/vehicle_make'
import VehicleModel from '#pricing/models/vehicle_model'

export const DEFAULT_CATEGORIES = [
  { code: 'city_car', nameIt: 'City car', nameEn: 'City car', coefficientPermille: 900 },
  { code: 'car', nameIt: 'Auto', nameEn: 'Car', coefficientPermille: 1000 },
  { code: 'suv', nameIt: 'SUV', nameEn: 'SUV', coefficientPermille: 1150 },
  { code: 'van', nameIt: 'Furgone', nameEn: 'Van', coefficientPermille: 1300 },
  { code: 'luxury', nameIt: 'Lusso', nameEn: 'Luxury', coefficientPermille: 1500 },
  { code: 'motorcycle', nameIt: 'Moto', nameEn: 'Motorcycle', coefficientPermille: 700 },
] as const

const DEFAULT_MODELS: Record<string, [string, string][]> = {
  'Fiat': [
    ['Panda', 'city_car'],
    ['500', 'city_car'],
    ['Tipo', 'car'],
    ['Ducato', 'van'],
  ],
  'Volkswagen': [
    ['Polo', 'city_car'],
    ['Golf', 'car'],
    ['Tiguan', 'suv'],
    ['Transporter', 'van'],
  ],
  'Renault': [
    ['Clio', 'city_car'],
    ['Captur', 'suv'],
    ['Trafic', 'van'],
  ],
  'Toyota': [
    ['Yaris', 'city_car'],
    ['Corolla', 'car'],
    ['RAV4', 'suv'],
  ],
  'Jeep': [
    ['Renegade', 'suv'],
    ['Compass', 'suv'],
  ],
  'BMW': [
    ['Serie 3', 'car'],
    ['X5', 'suv'],
  ],
  'Audi': [
    ['A3', 'car'],
    ['Q5', 'suv'],
  ],
  'Mercedes-Benz': [
    ['Classe A', 'car'],
    ['Classe S', 'luxury'],
    ['Sprinter', 'van'],
  ],
  'Ferrari': [['Roma', 'luxury']],
  'Ducati': [['Monster', 'motorcycle']],
}

/**
 * The 6 default vehicle categories and a handful of common makes/models.
 * Idempotent: existing rows (and staff changes to them) are left alone.
 */
export async function seedVehicleCatalogue(): Promise<void> {
  await db.transaction(async (trx) => {
    for (const [position, category] of DEFAULT_CATEGORIES.entries()) {
      await VehicleCategory.firstOrCreate(
        { code: category.code },
        { ...category, position: position + 1, active: true },
        { client: trx }
      )
    }
    for (const [makeName, models] of Object.entries(DEFAULT_MODELS)) {
      const make = await VehicleMake.firstOrCreate(
        { name: makeName },
        { name: makeName },
        { client: trx }
      )
      for (const [name, categoryCode] of models) {
        await VehicleModel.firstOrCreate(
          { makeId: make.id, name },
          { makeId: make.id, name, categoryCode },
          { client: trx }
        )
      }
    }
  })
}
