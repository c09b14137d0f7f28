import vine from '@vinejs/vine'
import { MAX_RANGES_PER_DAY, WEEKDAYS } from '#shared/opening_hours'
import {
  capRule,
  dayRangesRule,
  emailRule,
  phoneRule,
  provinceRule,
  timeRule,
} from '#core/validation/rules'

const dayRule = () =>
  vine
    .array(vine.object({ start: timeRule(), end: timeRule() }))
    .maxLength(MAX_RANGES_PER_DAY)
    .use(dayRangesRule())
    .optional()

const openingHoursRule = () =>
  vine
    .object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayRule()])) as Record<
        (typeof WEEKDAYS)[number],
        ReturnType<typeof dayRule>
      >
    )
    .optional()

/** A supplier: address, referent, weekly opening hours, notes. */
export const supplierValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(150),
  street: vine.string().trim().minLength(2).maxLength(200),
  cap: capRule(),
  city: vine.string().trim().minLength(2).maxLength(100),
  province: provinceRule(),
  referentName: vine.string().trim().maxLength(120).optional(),
  referentPhone: phoneRule().optional(),
  referentEmail: emailRule().optional(),
  openingHours: openingHoursRule(),
  notes: vine.string().trim().maxLength(1000).optional(),
})

export const supplierListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  q: vine.string().trim().maxLength(100).optional(),
  province: vine.string().trim().toUpperCase().fixedLength(2).optional(),
})
