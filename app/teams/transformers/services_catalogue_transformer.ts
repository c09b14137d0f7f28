import { BaseTransformer } from '@adonisjs/core/transformers'
import { DEALER_SERVICES, EQUIPMENT, MAX_CAPACITY } from '#teams/domain/team_services'

export type ServicesCatalogue = {
  /** The vehicle categories on offer (the active ones staff manage), in display order. */
  vehicleCategories: { code: string; nameIt: string; nameEn: string }[]
  locale: string
}

/** What the services tab offers to choose from; category names in the user's language. */
export default class ServicesCatalogueTransformer extends BaseTransformer<ServicesCatalogue> {
  toObject() {
    const english = this.resource.locale === 'en'
    return {
      categories: this.resource.vehicleCategories.map((category) => ({
        code: category.code,
        name: english ? category.nameEn : category.nameIt,
      })),
      equipment: [...EQUIPMENT],
      dealerServices: [...DEALER_SERVICES],
      maxCapacity: MAX_CAPACITY,
    }
  }
}
