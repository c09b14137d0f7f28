import vine from '@vinejs/vine'
import { MAX_RANGES_PER_DAY, WEEKDAYS, type Weekday } from '#shared/opening_hours'
import {
  capRule,
  dayRangesRule,
  emailRule,
  phoneRule,
  provinceRule,
  timeRule,
} from '#core/validation/rules'

/** One weekday's ranges, as the form sends them: [{ start, end }] (up to two). */
const dayRule = () =>
  vine
    .array(vine.object({ start: timeRule(), end: timeRule() }))
    .maxLength(MAX_RANGES_PER_DAY)
    .use(dayRangesRule())
    .optional()

/** Weekly opening hours: { mon: [{ start, end }], ... }, a missing day is closed. */
export const openingHoursRule = () =>
  vine
    .object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayRule()])) as Record<
        Weekday,
        ReturnType<typeof dayRule>
      >
    )
    .optional()

/**
 * The fields of a stored place (a team's address, a dealer's supplier):
 * street, CAP, city, province, referent, weekly opening hours, notes. The
 * validator adds the place's own name field.
 */
export function placeFields() {
  return {
    street: vine.string().trim().minLength(2).maxLength(200),
    cap: capRule(),
    city: vine.string().trim().minLength(2).maxLength(100),
    province: provinceRule(),
    referentName: vine.string().trim().maxLength(120).optional(),
    referentPhone: phoneRule().optional(),
    referentEmail: emailRule().optional(),
    openingHours: openingHoursRule(),
    notes: vine.string().trim().maxLength(1000).optional(),
  }
}
