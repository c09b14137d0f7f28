/**
 * Platform settings in human units (euro, €/km, %, days) ⇄ integer storage
 * units (cents, millicents/km, basis points). Pure: used by the admin form
 * (server side) and unit-tested.
 */
import type { PricingSettings } from '#pricing/domain/pricing'
import { mapTilesFrom, type MapTiles } from '#pricing/domain/map_tiles'

export type SettingsForm = {
  baseEuro: number
  ratePerKmEuro: number
  minimumEuro: number
  nonRunningEuro: number
  expressPercent: number
  coveredPercent: number
  insurancePercent: number
  multiVehicleDiscounts: { minVehicles: number; percent: number }[]
  proDiscountPercent: number
  commissionPercent: number
  vatPercent: number
  quoteValidityDays: number
  manualQuoteMaxVehicles: number
  proMonthlyEuro: number
  dryRunFeeEuro: number
  cancellationFeeEuro: number
  company: PricingSettings['company']
  mapTiles: MapTiles
}

/** The stored part of the settings (no version, no coefficients: those live in vehicle_categories). */
export type StoredSettings = Omit<PricingSettings, 'version' | 'categoryCoefficientsPermille'>

const toUnits = (value: number, factor: number) => Math.round(value * factor)
const fromUnits = (value: number, factor: number) => value / factor

export function settingsToForm(settings: PricingSettings): SettingsForm {
  return {
    baseEuro: fromUnits(settings.baseCents, 100),
    ratePerKmEuro: fromUnits(settings.ratePerKmMillicents, 100_000),
    minimumEuro: fromUnits(settings.minimumCents, 100),
    nonRunningEuro: fromUnits(settings.nonRunningCents, 100),
    expressPercent: fromUnits(settings.expressBasisPoints, 100),
    coveredPercent: fromUnits(settings.coveredBasisPoints, 100),
    insurancePercent: fromUnits(settings.insuranceBasisPoints, 100),
    multiVehicleDiscounts: settings.multiVehicleDiscounts.map((tier) => ({
      minVehicles: tier.minVehicles,
      percent: fromUnits(tier.basisPoints, 100),
    })),
    proDiscountPercent: fromUnits(settings.proDiscountBasisPoints, 100),
    commissionPercent: fromUnits(settings.commissionBasisPoints, 100),
    vatPercent: fromUnits(settings.vatBasisPoints, 100),
    quoteValidityDays: settings.quoteValidityDays,
    manualQuoteMaxVehicles: settings.manualQuoteMaxVehicles,
    proMonthlyEuro: fromUnits(settings.proMonthlyCents, 100),
    dryRunFeeEuro: fromUnits(settings.dryRunFeeCents, 100),
    cancellationFeeEuro: fromUnits(settings.cancellationFeeCents, 100),
    company: { ...settings.company },
    mapTiles: { ...settings.mapTiles },
  }
}

export function formToSettings(form: SettingsForm): StoredSettings {
  return {
    baseCents: toUnits(form.baseEuro, 100),
    ratePerKmMillicents: toUnits(form.ratePerKmEuro, 100_000),
    minimumCents: toUnits(form.minimumEuro, 100),
    nonRunningCents: toUnits(form.nonRunningEuro, 100),
    expressBasisPoints: toUnits(form.expressPercent, 100),
    coveredBasisPoints: toUnits(form.coveredPercent, 100),
    insuranceBasisPoints: toUnits(form.insurancePercent, 100),
    multiVehicleDiscounts: [...form.multiVehicleDiscounts]
      .map((tier) => ({ minVehicles: tier.minVehicles, basisPoints: toUnits(tier.percent, 100) }))
      .sort((a, b) => a.minVehicles - b.minVehicles),
    proDiscountBasisPoints: toUnits(form.proDiscountPercent, 100),
    commissionBasisPoints: toUnits(form.commissionPercent, 100),
    vatBasisPoints: toUnits(form.vatPercent, 100),
    quoteValidityDays: form.quoteValidityDays,
    manualQuoteMaxVehicles: form.manualQuoteMaxVehicles,
    proMonthlyCents: toUnits(form.proMonthlyEuro, 100),
    dryRunFeeCents: toUnits(form.dryRunFeeEuro, 100),
    cancellationFeeCents: toUnits(form.cancellationFeeEuro, 100),
    company: { ...form.company },
    mapTiles: { ...form.mapTiles },
  }
}

const INTEGER_KEYS = [
  'baseCents',
  'ratePerKmMillicents',
  'minimumCents',
  'nonRunningCents',
  'expressBasisPoints',
  'coveredBasisPoints',
  'insuranceBasisPoints',
  'proDiscountBasisPoints',
  'commissionBasisPoints',
  'vatBasisPoints',
  'quoteValidityDays',
  'manualQuoteMaxVehicles',
  'proMonthlyCents',
  'dryRunFeeCents',
  'cancellationFeeCents',
] as const

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Stored JSON merged over the defaults, key by key: a missing or malformed
 * value (an older version without a newer key) falls back to the default.
 */
export function mergeStoredSettings(
  defaults: PricingSettings,
  stored: Record<string, unknown> | null | undefined,
  version: number
): PricingSettings {
  const merged: PricingSettings = {
    ...defaults,
    categoryCoefficientsPermille: { ...defaults.categoryCoefficientsPermille },
    multiVehicleDiscounts: defaults.multiVehicleDiscounts.map((tier) => ({ ...tier })),
    company: { ...defaults.company },
    mapTiles: { ...defaults.mapTiles },
    version,
  }
  if (!stored || typeof stored !== 'object') return merged
  for (const key of INTEGER_KEYS) {
    if (isCount(stored[key])) merged[key] = stored[key] as number
  }
  const tiers = stored.multiVehicleDiscounts
  if (
    Array.isArray(tiers) &&
    tiers.every((tier) => isCount(tier?.minVehicles) && isCount(tier?.basisPoints))
  ) {
    merged.multiVehicleDiscounts = tiers.map((tier) => ({
      minVehicles: tier.minVehicles,
      basisPoints: tier.basisPoints,
    }))
  }
  const company = stored.company as Record<string, unknown> | undefined
  if (company && typeof company === 'object') {
    for (const key of Object.keys(merged.company) as (keyof PricingSettings['company'])[]) {
      if (typeof company[key] === 'string') merged.company[key] = company[key] as string
    }
    /* Versions before the structured office kept it as one text: it becomes the street. */
    if (typeof company.address === 'string' && typeof company.street !== 'string') {
      merged.company.street = company.address.slice(0, 200)
    }
  }
  if (stored.mapTiles !== undefined) merged.mapTiles = mapTilesFrom(stored.mapTiles)
  return merged
}
