/**
 * A stored place (a team's address, a dealer's supplier) as its validated
 * form gives it, and the columns it is saved in. Pure: no database, no HTTP.
 */
import { hoursFromForm, type FormHours } from './opening_hours.js'

export type PlaceInput = {
  street: string
  cap: string
  city: string
  province: string
  referentName?: string | null
  referentPhone?: string | null
  referentEmail?: string | null
  openingHours?: FormHours | null
  notes?: string | null
}

/** The place columns of a model (see WithPlaceColumns in #teams/models/mixins). */
export function placeAttributes(input: PlaceInput) {
  return {
    street: input.street,
    cap: input.cap,
    city: input.city,
    province: input.province,
    referentName: input.referentName ?? null,
    referentPhone: input.referentPhone ?? null,
    referentEmail: input.referentEmail ?? null,
    openingHours: hoursFromForm(input.openingHours),
    notes: input.notes ?? null,
  }
}
