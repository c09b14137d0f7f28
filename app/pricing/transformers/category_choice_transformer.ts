import { BaseTransformer } from '@adonisjs/core/transformers'
import type { VehicleCategoryName } from '#pricing/queries/vehicle_catalogue'

/** An active vehicle category offered by a picker (request form): its code and both names. */
export default class CategoryChoiceTransformer extends BaseTransformer<VehicleCategoryName> {
  toObject() {
    return this.pick(this.resource, ['code', 'nameIt', 'nameEn'])
  }
}
