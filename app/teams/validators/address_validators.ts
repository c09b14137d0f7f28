import vine from '@vinejs/vine'
import { WEEKDAYS } from '#shared/opening_hours'
import { MAX_RANGES_PER_DAY } from '#shared/opening_hours'
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

/** Pickup/delivery place with its referent and weekly opening hours. */
export const addressValidator = vine.create({
  label: vine.string().trim().minLength(1).maxLength(100),
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

export const addressListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
