import Supplier from '#suppliers/models/supplier'
import type { OpeningHours } from '#teams/models/mixins'

export type SupplierPickerItem = {
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
}

/** Every supplier of the team, by name, as the request form needs them for the pickup picker. */
export async function suppliersForPicker(teamId: number): Promise<SupplierPickerItem[]> {
  const rows = await Supplier.query()
    .where('team_id', teamId)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
  return rows.map((supplier) => ({
    id: supplier.id,
    name: supplier.name,
    street: supplier.street,
    cap: supplier.cap,
    city: supplier.city,
    province: supplier.province,
    referentName: supplier.referentName,
    referentPhone: supplier.referentPhone,
    referentEmail: supplier.referentEmail,
    openingHours: supplier.openingHours,
  }))
}
