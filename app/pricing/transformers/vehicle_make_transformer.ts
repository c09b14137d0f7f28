import { BaseTransformer } from '@adonisjs/core/transformers'
import type VehicleMake from '#pricing/models/vehicle_make'

/** A make with its models (`models` preloaded, by name). */
export default class VehicleMakeTransformer extends BaseTransformer<VehicleMake> {
  toObject() {
    return {
      id: this.resource.id,
      name: this.resource.name,
      models: this.resource.models.map((model) => ({
        id: model.id,
        name: model.name,
        categoryCode: model.categoryCode,
      })),
    }
  }
}
