import PlatformSetting from '#pricing/models/platform_setting'
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '#pricing/domain/pricing'

/**
 * The pricing settings in force: the latest platform_settings version laid over
 * the defaults. (The pricing capability's `currentPricingSettings()` is the
 * owner of this rule; this stays a thin reader until it lands.)
 */
export async function pricingSettings(): Promise<PricingSettings> {
  const latest = await PlatformSetting.query().orderBy('version', 'desc').first()
  if (!latest) return DEFAULT_PRICING_SETTINGS
  return { ...DEFAULT_PRICING_SETTINGS, ...(latest.data as Partial<PricingSettings>), version: latest.version }
}
