import { BaseTransformer } from '@adonisjs/core/transformers'
import type VehicleCategory from '#pricing/models/vehicle_category'

/** A vehicle category as Admin → Vehicles edits it: names, coefficient, order, active. */
export default class VehicleCategoryTransformer extends BaseTransformer<VehicleCategory> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'code',
      'nameIt',
      'nameEn',
      'coefficientPermille',
      'position',
      'active',
    ])
  }
}
