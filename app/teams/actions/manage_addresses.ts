import db from '@adonisjs/lucid/services/db'
import type Team from '#teams/models/team'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { compactHours, type WeeklyHours, WEEKDAYS } from '#shared/opening_hours'

export type AddressInput = {
  label: string
  street: string
  cap: string
  city: string
  province: string
  referentName?: string | null
  referentPhone?: string | null
  referentEmail?: string | null
  /** As the form sends it: { mon: [{ start, end }], ... } */
  openingHours?: Partial<
    Record<(typeof WEEKDAYS)[number], { start: string; end: string }[] | undefined>
  > | null
  notes?: string | null
}

function toHours(input: AddressInput['openingHours']): WeeklyHours | null {
  if (!input) return null
  const hours: WeeklyHours = {}
  for (const day of WEEKDAYS) {
    const ranges = input[day]
    if (ranges) hours[day] = ranges.map((range) => [range.start, range.end])
  }
  return compactHours(hours)
}

function attributes(input: AddressInput) {
  return {
    label: input.label,
    street: input.street,
    cap: input.cap,
    city: input.city,
    province: input.province,
    referentName: input.referentName ?? null,
    referentPhone: input.referentPhone ?? null,
    referentEmail: input.referentEmail ?? null,
    openingHours: toHours(input.openingHours),
    notes: input.notes ?? null,
  }
}

export async function createAddress(team: Team, input: AddressInput): Promise<Address> {
  return Address.create({ teamId: team.id, ...attributes(input) })
}

export async function updateAddress(address: Address, input: AddressInput): Promise<Address> {
  address.merge(attributes(input))
  await address.save()
  return address
}

/** Deletes the address and the closing days that belong to it, in one transaction. */
export async function deleteAddress(address: Address): Promise<void> {
  await db.transaction(async (trx) => {
    await ClosingDay.query({ client: trx }).where('address_id', address.id).delete()
    await address.useTransaction(trx).delete()
  })
}
