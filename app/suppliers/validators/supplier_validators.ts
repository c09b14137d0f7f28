import vine from '@vinejs/vine'
import { placeFields } from '#core/validation/place_fields'

/** A supplier: address, referent, weekly opening hours, notes. */
export const supplierValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(150),
  ...placeFields(),
})

export const supplierListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  q: vine.string().trim().maxLength(100).optional(),
  province: vine.string().trim().toUpperCase().fixedLength(2).optional(),
})
