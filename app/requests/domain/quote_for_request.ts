/**
 * From a request's data to its automatic price (pure): the distance between the
 * two provinces, the manual-quote rules, then priceQuote. Used by submit (which
 * stores the result) and by the live estimate of the form (which does not).
 */
import {
  manualQuoteReason,
  priceQuote,
  type ManualQuoteReason,
  type PricingSettings,
  type QuoteBreakdown,
  type QuoteInput,
} from '#pricing/domain/pricing'
import { estimateDistanceKm } from '#pricing/domain/distance'
import { isProvinceCode } from '#shared/italian_provinces'

export type QuotableRequest = {
  pickupProvince: string | null | undefined
  deliveryProvince: string | null | undefined
  vehicles: {
    category?: string | null
    running?: boolean | null
    declaredValueCents?: number | null
  }[]
  express?: boolean | null
  covered?: boolean | null
  extraInsurance?: boolean | null
}

export type RequestQuote =
  | { kind: 'incomplete' }
  | { kind: 'manual'; reason: ManualQuoteReason; distanceKm: number }
  | { kind: 'priced'; distanceKm: number; input: QuoteInput; breakdown: QuoteBreakdown }

export function quoteForRequest(
  request: QuotableRequest,
  settings: PricingSettings,
  proDealer: boolean
): RequestQuote {
  const { pickupProvince, deliveryProvince } = request
  if (!isProvinceCode(pickupProvince) || !isProvinceCode(deliveryProvince))
    return { kind: 'incomplete' }
  const known = request.vehicles.filter(
    (vehicle) =>
      typeof vehicle.category === 'string' &&
      vehicle.category in settings.categoryCoefficientsPermille
  )
  if (request.vehicles.length === 0 || known.length !== request.vehicles.length)
    return { kind: 'incomplete' }

  const vehicles = request.vehicles.map((vehicle) => ({
    category: vehicle.category as string,
    running: vehicle.running !== false,
    declaredValueCents: Math.max(0, Math.trunc(vehicle.declaredValueCents ?? 0)),
  }))
  const distanceKm = estimateDistanceKm(pickupProvince, deliveryProvince)
  const reason = manualQuoteReason(
    { vehicleCount: vehicles.length, pickupProvince, deliveryProvince, vehicles },
    settings
  )
  if (reason) return { kind: 'manual', reason, distanceKm }

  const input: QuoteInput = {
    distanceKm,
    vehicles,
    express: Boolean(request.express),
    covered: Boolean(request.covered),
    extraInsurance: Boolean(request.extraInsurance),
    proDealer,
  }
  return { kind: 'priced', distanceKm, input, breakdown: priceQuote(input, settings) }
}

/** The form's or the API's request data as validated (declared values already in cents). */
export type RequestInput = {
  pickup?: { province?: string | null } | null
  delivery?: { province?: string | null } | null
  vehicles?: { category?: string | null; running?: boolean | null; declaredValue?: unknown }[]
  express?: boolean | null
  covered?: boolean | null
  extraInsurance?: boolean | null
}

/** What quoteForRequest needs from a request's validated data (the live estimate of the form). */
export function quotableFromInput(data: RequestInput): QuotableRequest {
  return {
    pickupProvince: data.pickup?.province,
    deliveryProvince: data.delivery?.province,
    vehicles: (data.vehicles ?? []).map((vehicle) => ({
      category: vehicle.category,
      running: vehicle.running,
      declaredValueCents: typeof vehicle.declaredValue === 'number' ? vehicle.declaredValue : 0,
    })),
    express: data.express,
    covered: data.covered,
    extraInsurance: data.extraInsurance,
  }
}
