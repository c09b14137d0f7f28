import db from '@adonisjs/lucid/services/db'
import VehicleCategory from '#pricing/models/vehicle_category'
import VehicleMake from '#pricing/models/vehicle_make'
import VehicleModel from '#pricing/models/vehicle_model'
import { err, ok, type Result } from '#core/result'
import { DEFAULT_CATEGORIES } from '#pricing/seed'

/** 1.15 → 1150 (coefficients are stored in permille). */
export const coefficientToPermille = (coefficient: number) => Math.round(coefficient * 1000)

/**
 * Adds a category (active, last in the order). While the table is empty the
 * six default categories are in force (currentPricingSettings): the first
 * category staff add stores them first, so adding one never takes the
 * defaults away from requests and pricing.
 */
export async function createVehicleCategory(input: {
  code: string
  nameIt: string
  nameEn: string
  coefficient: number
}): Promise<Result<VehicleCategory, 'duplicate_code'>> {
  return db.transaction(async (trx) => {
    const [{ total }] = await trx.from('vehicle_categories').count('* as total')
    if (Number(total) === 0) {
      await VehicleCategory.createMany(
        DEFAULT_CATEGORIES.map((category, index) => ({
          ...category,
          position: index + 1,
          active: true,
        })),
        { client: trx }
      )
    }
    if (await VehicleCategory.query({ client: trx }).where('code', input.code).first())
      return err('duplicate_code')
    const last = await VehicleCategory.query({ client: trx }).max('position as max').first()
    const category = await VehicleCategory.create(
      {
        code: input.code,
        nameIt: input.nameIt,
        nameEn: input.nameEn,
        coefficientPermille: coefficientToPermille(input.coefficient),
        position: Number(last?.$extras.max ?? 0) + 1,
        active: true,
      },
      { client: trx }
    )
    return ok(category)
  })
}

/** The code never changes (quotes and vehicles refer to it); deactivating hides it from new requests. */
export async function updateVehicleCategory(
  category: VehicleCategory,
  input: { nameIt: string; nameEn: string; coefficient: number; active: boolean; position?: number }
): Promise<VehicleCategory> {
  category.merge({
    nameIt: input.nameIt,
    nameEn: input.nameEn,
    coefficientPermille: coefficientToPermille(input.coefficient),
    active: input.active,
    ...(input.position !== undefined ? { position: input.position } : {}),
  })
  await category.save()
  return category
}

export async function createVehicleMake(
  name: string
): Promise<Result<VehicleMake, 'duplicate_make'>> {
  return db.transaction(async (trx) => {
    const existing = await VehicleMake.query({ client: trx })
      .whereRaw('lower(name) = ?', [name.toLowerCase()])
      .first()
    if (existing) return err('duplicate_make')
    return ok(await VehicleMake.create({ name }, { client: trx }))
  })
}

/** Removes the make and (cascade) its models. */
export async function deleteVehicleMake(make: VehicleMake): Promise<void> {
  await db.transaction(async (trx) => {
    await VehicleModel.query({ client: trx }).where('make_id', make.id).delete()
    await make.useTransaction(trx).delete()
  })
}

export async function createVehicleModel(
  make: VehicleMake,
  input: { name: string; categoryCode?: string | null }
): Promise<Result<VehicleModel, 'duplicate_model' | 'unknown_category'>> {
  return db.transaction(async (trx) => {
    if (
      input.categoryCode &&
      !(await VehicleCategory.query({ client: trx }).where('code', input.categoryCode).first())
    ) {
      return err('unknown_category')
    }
    const existing = await VehicleModel.query({ client: trx })
      .where('make_id', make.id)
      .whereRaw('lower(name) = ?', [input.name.toLowerCase()])
      .first()
    if (existing) return err('duplicate_model')
    return ok(
      await VehicleModel.create(
        { makeId: make.id, name: input.name, categoryCode: input.categoryCode || null },
        { client: trx }
      )
    )
  })
}

export async function deleteVehicleModel(model: VehicleModel): Promise<void> {
  await model.delete()
}
