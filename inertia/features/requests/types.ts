/** Props of the request pages (see app/requests/queries/request_pages.ts). */
export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

export type PlaceSummary = {
  city: string | null
  province: string | null
  dateFrom: string | null
  dateTo: string | null
}

export type RequestRow = {
  id: number
  reference: string
  state: string
  team: { id: number; name: string } | null
  pickup: PlaceSummary
  delivery: PlaceSummary
  vehicleCount: number
  needsManualQuote: boolean
  grossCents: number | null
  createdAt: string | null
}

export type QuoteLine = {
  kind: string
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
  commissionCents?: number
  payoutCents?: number
}

export type QuoteDetail = {
  id: number
  state: string
  manual: boolean
  netCents: number
  vatCents: number
  grossCents: number
  commissionCents: number
  payoutCents: number
  breakdown: QuoteBreakdown
  expiresAt: string | null
  createdAt: string | null
}

export type PlaceDetail = {
  addressId: number | null
  street: string | null
  cap: string | null
  city: string | null
  province: string | null
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
  dateFrom: string | null
  dateTo: string | null
}

export type RequestDetail = {
  id: number
  reference: string
  state: string
  team: { id: number; name: string } | null
  supplier: { id: number; name: string } | null
  pickup: PlaceDetail
  delivery: PlaceDetail
  vehicles: {
    id: number
    category: string
    make: string
    model: string
    plate: string | null
    vin: string | null
    running: boolean
    declaredValueCents: number
  }[]
  express: boolean
  covered: boolean
  extraInsurance: boolean
  notes: string | null
  distanceKm: number | null
  needsManualQuote: boolean
  manualReason: string | null
  submittedAt: string | null
  createdAt: string | null
  quote: QuoteDetail | null
}
