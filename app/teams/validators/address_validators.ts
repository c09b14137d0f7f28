import vine from '@vinejs/vine'
import { placeFields } from '#core/validation/place_fields'

/** Pickup/delivery place with its referent and weekly opening hours. */
export const addressValidator = vine.create({
  label: vine.string().trim().minLength(1).maxLength(100),
  ...placeFields(),
})

export const addressListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
