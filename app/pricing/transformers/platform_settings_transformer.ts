import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PricingSettings } from '#pricing/domain/pricing'
import { settingsToForm } from '#pricing/domain/settings_form'
import { vatOf } from '#ordering/domain/totals'

/**
 * The platform settings in force. Staff edit them in human units (euro,
 * €/km, %, days): `toObject()` is the Settings → General form; dealers see
 * only what the pro plan costs and saves (`forProPlan`).
 */
export default class PlatformSettingsTransformer extends BaseTransformer<PricingSettings> {
  toObject() {
    return settingsToForm(this.resource)
  }

  /** The price (net), its VAT and what the upgrade charges (gross). */
  forProPlan() {
    const net = this.resource.proMonthlyCents
    return {
      monthlyCents: net,
      vatCents: vatOf(net),
      grossCents: net + vatOf(net),
      discountBasisPoints: this.resource.proDiscountBasisPoints,
    }
  }
}
