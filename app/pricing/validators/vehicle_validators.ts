import vine from '@vinejs/vine'

const name = () => vine.string().trim().minLength(1).maxLength(80)
/** Coefficient as typed (1,15 → 1150 permille in the action). */
const coefficient = () => vine.number().min(0.1).max(10).decimal([0, 3])

export const vehicleCategoryCreateValidator = vine.create({
  code: vine
    .string()
    .trim()
    .toLowerCase()
    .minLength(2)
    .maxLength(30)
    .regex(/^[a-z][a-z0-9_]*$/),
  nameIt: name(),
  nameEn: name(),
  coefficient: coefficient(),
})

export const vehicleCategoryUpdateValidator = vine.create({
  nameIt: name(),
  nameEn: name(),
  coefficient: coefficient(),
  active: vine.boolean(),
  position: vine.number().withoutDecimals().min(0).max(1000).optional(),
})

export const vehicleMakeValidator = vine.create({ name: name() })

export const vehicleModelValidator = vine.create({
  name: name(),
  categoryCode: vine.string().trim().maxLength(30).optional(),
})

export const vehicleListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  q: vine.string().trim().maxLength(80).optional(),
})
