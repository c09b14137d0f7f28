export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

export type TransportRow = {
  id: number
  reference: string
  state: string
  pickupCity: string
  pickupProvince: string
  deliveryCity: string
  deliveryProvince: string
  vehicleCount: number
  pickupOn: string | null
  deliveryEstimateOn: string | null
  dealerName: string | null
  transporterName: string | null
}

export type Place = {
  street: string
  cap: string
  city: string
  province: string
  region: string
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
  dateFrom: string | null
  dateTo: string | null
}

export type TimelineEvent = {
  id?: number
  type: string
  fromState?: string | null
  toState: string | null
  actorKind?: string
  actorName?: string | null
  at: string | null
}

export type TransportDetail = TransportRow & {
  stateVersion: number
  pickup: Place
  delivery: Place
  distanceKm: number
  notes: string | null
  transporterTeamId: number | null
  trackingUrl: string
  trackingPath: string
  timeline: TimelineEvent[]
}
