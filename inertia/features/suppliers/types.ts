import type { WeeklyHours as OpeningHours } from '@shared/opening_hours'

export type SupplierRow = {
  id: number
  name: string
  street: string
  cap: string
  city: string
  province: string
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
  openingHours: OpeningHours | null
  notes: string | null
}

export type SupplierPlan = { name: 'free' | 'pro'; limit: number; count: number; canAdd: boolean }
