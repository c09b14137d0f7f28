import { activeVehicleCategories } from '#pricing/queries/vehicle_catalogue'

/**
 * The choices of the marketplace's filters that live in the database: the
 * vehicle categories (regions and provinces come with the page's code,
 * @shared/italian_provinces).
 */
export async function marketplaceChoices() {
  const categories = await activeVehicleCategories()
  return {
    categories: categories.map((category) => ({
      value: category.code,
      labelIt: category.nameIt,
      labelEn: category.nameEn,
    })),
  }
}
