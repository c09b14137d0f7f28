import db from '@adonisjs/lucid/services/db'
import type Team from '#teams/models/team'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { placeAttributes, type PlaceInput } from '#shared/place'

export type AddressInput = PlaceInput & { label: string }

function attributes(input: AddressInput) {
  return { label: input.label, ...placeAttributes(input) }
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
