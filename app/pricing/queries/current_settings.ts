import PlatformSetting from '#pricing/models/platform_setting'
import VehicleCategory from '#pricing/models/vehicle_category'
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '#pricing/domain/pricing'
import { mergeStoredSettings } from '#pricing/domain/settings_form'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The settings new quotes are priced with: the latest platform_settings
 * version merged over DEFAULT_PRICING_SETTINGS (version 0 when none exists),
 * with the category coefficients of the ACTIVE vehicle_categories rows (the
 * one source of truth for coefficients; the defaults apply only while that
 * table is empty). See docs/pricing.md.
 */
export async function currentPricingSettings(
  client?: TransactionClientContract
): Promise<PricingSettings> {
  const options = client ? { client } : {}
  const [latest, categories] = await Promise.all([
    PlatformSetting.query(options).orderBy('version', 'desc').first(),
    VehicleCategory.query(options)
      .select('code', 'coefficient_permille', 'active')
      .orderBy('position', 'asc')
      .orderBy('id', 'asc'),
  ])
  const settings = mergeStoredSettings(DEFAULT_PRICING_SETTINGS, latest?.data, latest?.version ?? 0)
  if (categories.length > 0) {
    settings.categoryCoefficientsPermille = Object.fromEntries(
      categories
        .filter((category) => category.active)
        .map((category) => [category.code, category.coefficientPermille])
    )
  }
  return settings
}

/** The last versions, newest first, with who made them (audit trail of the settings page). */
export function recentSettingsVersions(limit = 10) {
  return PlatformSetting.query()
    .select('id', 'version', 'created_by_id', 'created_at')
    .preload('createdBy', (user) => user.select('id', 'full_name'))
    .orderBy('version', 'desc')
    .limit(limit)
}
