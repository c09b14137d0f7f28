/**
 * Pure pricing rules (DOMAIN §2; worked examples in docs/pricing.md).
 * No database, no HTTP. All money is integer euro cents; percentages are
 * basis points (1/100 %) and coefficients permille (1/1000).
 *
 * Order of application (each line rounded half up to whole cents on its own):
 *  1. per vehicle: kmCents = round(distanceKm × ratePerKmMillicents / 1000)
 *     vehicle_base = round(max(minimumCents, baseCents + kmCents) × coefficient / 1000)
 *  2. per vehicle services, each computed on that vehicle's vehicle_base (not compounded):
 *     non_running = nonRunningCents (flat, no coefficient)
 *     express     = round(vehicle_base × expressBasisPoints / 10000)
 *     covered     = round(vehicle_base × coveredBasisPoints / 10000)
 *     insurance   = round(declaredValueCents × insuranceBasisPoints / 10000)
 *  3. transport subtotal = every vehicle_base + non_running + express + covered line
 *     (the insurance premium is passed through and never discounted)
 *     multi_vehicle_discount = −round(transport subtotal × tier basis points / 10000)
 *  4. pro_discount = −round((transport subtotal − multi discount) × proDiscountBasisPoints / 10000)
 *  5. net = sum of all lines; vat = round(net × vat / 10000); gross = net + vat;
 *     commission = round(net × commission / 10000); payout = net − commission.
 */
import { provinceByCode } from '#shared/italian_provinces'
import { NO_MAP_TILES, type MapTiles } from '#pricing/domain/map_tiles'
import type { CompanySettings } from '#invoicing/domain/parties'

export type PricingSettings = {
  version: number
  baseCents: number
  /** €0.55/km = 55000 millicents per km */
  ratePerKmMillicents: number
  minimumCents: number
  /** city_car 900, car 1000, suv 1150, van 1300, luxury 1500, motorcycle 700 */
  categoryCoefficientsPermille: Record<string, number>
  nonRunningCents: number
  expressBasisPoints: number
  coveredBasisPoints: number
  /** 30 = 0.3 % of the declared value */
  insuranceBasisPoints: number
  multiVehicleDiscounts: { minVehicles: number; basisPoints: number }[]
  proDiscountBasisPoints: number
  commissionBasisPoints: number
  vatBasisPoints: number
  quoteValidityDays: number
  manualQuoteMaxVehicles: number
  proMonthlyCents: number
  /** What a dry run (site closed, vehicle not ready) costs the dealer and earns the carrier. */
  dryRunFeeCents: number
  /** What the dealer owes the carrier for cancelling after assignment, before pickup (out of the refund). */
  cancellationFeeCents: number
  /**
   * The platform's company: what its invoices print and transmit to the SDI
   * (app/invoicing/domain/parties.ts) and where dealers pay bank transfers.
   * Empty texts until staff fill them in; invoices need legal name, P.IVA and
   * the registered office.
   */
  company: CompanySettings
  /** The maps' tile server (none: the offline outline of Italy), app/pricing/domain/map_tiles.ts. */
  mapTiles: MapTiles
}

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  version: 0,
  baseCents: 6000,
  ratePerKmMillicents: 55000,
  minimumCents: 12000,
  categoryCoefficientsPermille: {
    city_car: 900,
    car: 1000,
    suv: 1150,
    van: 1300,
    luxury: 1500,
    motorcycle: 700,
  },
  nonRunningCents: 8000,
  expressBasisPoints: 2500,
  coveredBasisPoints: 4000,
  insuranceBasisPoints: 30,
  multiVehicleDiscounts: [
    { minVehicles: 2, basisPoints: 500 },
    { minVehicles: 4, basisPoints: 1000 },
  ],
  proDiscountBasisPoints: 500,
  commissionBasisPoints: 1500,
  vatBasisPoints: 2200,
  quoteValidityDays: 7,
  manualQuoteMaxVehicles: 8,
  proMonthlyCents: 4900,
  dryRunFeeCents: 8000,
  cancellationFeeCents: 5000,
  company: {
    legalName: 'Trasporti S.r.l.',
    vatNumber: '',
    fiscalCode: '',
    street: '',
    cap: '',
    city: '',
    province: '',
    country: 'IT',
    taxRegime: 'RF01',
    reaOffice: '',
    reaNumber: '',
    email: '',
    pec: '',
    phone: '',
    iban: '',
    bic: '',
    bankName: '',
  },
  mapTiles: NO_MAP_TILES,
}

export type QuoteInput = {
  distanceKm: number
  vehicles: { category: string; running: boolean; declaredValueCents: number }[]
  express: boolean
  covered: boolean
  extraInsurance: boolean
  proDealer: boolean
}

export type QuoteLine = {
  kind:
    | 'vehicle_base'
    | 'non_running'
    | 'express'
    | 'covered'
    | 'insurance'
    | 'multi_vehicle_discount'
    | 'pro_discount'
  vehicleIndex?: number
  amountCents: number
  detail: Record<string, number | string>
}

export type QuoteBreakdown = {
  distanceKm: number
  lines: QuoteLine[]
  netCents: number
  vatCents: number
  grossCents: number
  commissionCents: number
  payoutCents: number
  settingsVersion: number
}

/**
 * What the dealer pays, line by line: a breakdown without the platform's
 * commission and the carrier's payout. Dealers (pages, the live estimate,
 * the API) only ever receive this; staff receive the whole QuoteBreakdown.
 */
export type PayableBreakdown = Omit<QuoteBreakdown, 'commissionCents' | 'payoutCents'>

/** The payable part of a breakdown, rebuilt key by key (nothing else is copied). */
export function payableBreakdown(breakdown: QuoteBreakdown): PayableBreakdown {
  return {
    distanceKm: breakdown.distanceKm,
    lines: breakdown.lines.map((line) => ({
      kind: line.kind,
      ...(line.vehicleIndex === undefined ? {} : { vehicleIndex: line.vehicleIndex }),
      amountCents: line.amountCents,
      detail: line.detail,
    })),
    netCents: breakdown.netCents,
    vatCents: breakdown.vatCents,
    grossCents: breakdown.grossCents,
    settingsVersion: breakdown.settingsVersion,
  }
}

/** round(numerator / denominator), half up, for non-negative integers. */
export function roundHalfUpDiv(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive')
  if (numerator < 0) return -roundHalfUpDiv(-numerator, denominator)
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** amount × basisPoints / 10000, rounded half up. */
export function applyBasisPoints(amountCents: number, basisPoints: number): number {
  return roundHalfUpDiv(amountCents * basisPoints, 10_000)
}

/** The multi-vehicle tier for this many vehicles on one route (0 when none applies). */
export function multiVehicleDiscountBasisPoints(
  vehicleCount: number,
  settings: PricingSettings
): number {
  let best = { minVehicles: 0, basisPoints: 0 }
  for (const tier of settings.multiVehicleDiscounts) {
    if (vehicleCount >= tier.minVehicles && tier.minVehicles >= best.minVehicles) best = tier
  }
  return best.basisPoints
}

export function categoryCoefficient(category: string, settings: PricingSettings): number {
  const coefficient = settings.categoryCoefficientsPermille[category]
  if (typeof coefficient !== 'number') throw new RangeError(`Unknown vehicle category: ${category}`)
  return coefficient
}

/**
 * Prices one route. Throws a RangeError for invalid input (no vehicles,
 * negative distance, unknown category): validate before calling.
 */
export function priceQuote(input: QuoteInput, settings: PricingSettings): QuoteBreakdown {
  if (input.vehicles.length === 0) throw new RangeError('A quote needs at least one vehicle')
  if (!(input.distanceKm >= 0)) throw new RangeError('distanceKm must be a non-negative number')
  const distanceKm = Math.round(input.distanceKm)
  const lines: QuoteLine[] = []
  let transportSubtotal = 0

  const kmCents = roundHalfUpDiv(distanceKm * settings.ratePerKmMillicents, 1000)
  const beforeCoefficient = Math.max(settings.minimumCents, settings.baseCents + kmCents)

  input.vehicles.forEach((vehicle, vehicleIndex) => {
    const coefficientPermille = categoryCoefficient(vehicle.category, settings)
    const base = roundHalfUpDiv(beforeCoefficient * coefficientPermille, 1000)
    lines.push({
      kind: 'vehicle_base',
      vehicleIndex,
      amountCents: base,
      detail: {
        category: vehicle.category,
        distanceKm,
        baseCents: settings.baseCents,
        ratePerKmMillicents: settings.ratePerKmMillicents,
        kmCents,
        minimumCents: settings.minimumCents,
        beforeCoefficientCents: beforeCoefficient,
        coefficientPermille,
      },
    })
    transportSubtotal += base
    if (!vehicle.running) {
      lines.push({
        kind: 'non_running',
        vehicleIndex,
        amountCents: settings.nonRunningCents,
        detail: { flatCents: settings.nonRunningCents },
      })
      transportSubtotal += settings.nonRunningCents
    }
    if (input.express) {
      const amount = applyBasisPoints(base, settings.expressBasisPoints)
      lines.push({
        kind: 'express',
        vehicleIndex,
        amountCents: amount,
        detail: { onCents: base, basisPoints: settings.expressBasisPoints },
      })
      transportSubtotal += amount
    }
    if (input.covered) {
      const amount = applyBasisPoints(base, settings.coveredBasisPoints)
      lines.push({
        kind: 'covered',
        vehicleIndex,
        amountCents: amount,
        detail: { onCents: base, basisPoints: settings.coveredBasisPoints },
      })
      transportSubtotal += amount
    }
    if (input.extraInsurance) {
      const declared = Math.max(0, Math.round(vehicle.declaredValueCents))
      lines.push({
        kind: 'insurance',
        vehicleIndex,
        amountCents: applyBasisPoints(declared, settings.insuranceBasisPoints),
        detail: { declaredValueCents: declared, basisPoints: settings.insuranceBasisPoints },
      })
    }
  })

  let discounted = transportSubtotal
  const multiBasisPoints = multiVehicleDiscountBasisPoints(input.vehicles.length, settings)
  if (multiBasisPoints > 0) {
    const amount = applyBasisPoints(transportSubtotal, multiBasisPoints)
    lines.push({
      kind: 'multi_vehicle_discount',
      amountCents: -amount,
      detail: {
        onCents: transportSubtotal,
        basisPoints: multiBasisPoints,
        vehicles: input.vehicles.length,
      },
    })
    discounted -= amount
  }
  if (input.proDealer && settings.proDiscountBasisPoints > 0) {
    const amount = applyBasisPoints(discounted, settings.proDiscountBasisPoints)
    lines.push({
      kind: 'pro_discount',
      amountCents: -amount,
      detail: { onCents: discounted, basisPoints: settings.proDiscountBasisPoints },
    })
  }

  const netCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  const vatCents = applyBasisPoints(netCents, settings.vatBasisPoints)
  const commissionCents = applyBasisPoints(netCents, settings.commissionBasisPoints)
  return {
    distanceKm,
    lines,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    commissionCents,
    payoutCents: netCents - commissionCents,
    settingsVersion: settings.version,
  }
}

export type ManualQuoteReason = 'too_many_vehicles' | 'island' | 'non_running_luxury'

const ISLAND_REGIONS = new Set(['sicilia', 'sardegna'])

/** True when the province is in Sicilia or Sardegna. */
export function isIslandProvince(code: string): boolean {
  const province = provinceByCode(code)
  return province !== null && ISLAND_REGIONS.has(province.region)
}

/**
 * Why a request cannot be priced automatically and goes to admin for a manual
 * quote (checked in this order), or null when priceQuote applies.
 */
export function manualQuoteReason(
  input: {
    vehicleCount: number
    pickupProvince: string
    deliveryProvince: string
    vehicles: { category: string; running: boolean }[]
  },
  settings: PricingSettings
): ManualQuoteReason | null {
  if (input.vehicleCount > settings.manualQuoteMaxVehicles) return 'too_many_vehicles'
  if (isIslandProvince(input.pickupProvince) || isIslandProvince(input.deliveryProvince))
    return 'island'
  if (input.vehicles.some((vehicle) => vehicle.category === 'luxury' && !vehicle.running)) {
    return 'non_running_luxury'
  }
  return null
}
