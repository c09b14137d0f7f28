import vine from '@vinejs/vine'
import { phoneRule, timeRule } from '#core/validation/rules'
import { openingHoursRule } from '#core/validation/place_fields'
import { HORIZON_LIMITS, NOTICE_LIMITS } from '#calls/domain/call_settings'

/** Booking a call: the slot (Rome day and time), the subject (a transport or a session), the number to call, a note. */
export const bookCallValidator = vine.create({
  day: vine
    .string()
    .trim()
    .maxLength(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  time: timeRule(),
  transportId: vine.number().withoutDecimals().min(1).max(2_147_483_647).nullable().optional(),
  privateSessionId: vine.number().withoutDecimals().min(1).max(2_147_483_647).nullable().optional(),
  phone: phoneRule(),
  note: vine.string().trim().maxLength(1000).nullable().optional(),
})

/** Admin → Settings → Calls: office hours, notice (hours) and horizon (working days). */
export const callSettingsValidator = vine.create({
  openingHours: openingHoursRule(),
  minNoticeHours: vine
    .number()
    .withoutDecimals()
    .min(NOTICE_LIMITS.min / 60)
    .max(NOTICE_LIMITS.max / 60),
  horizonWorkingDays: vine
    .number()
    .withoutDecimals()
    .min(HORIZON_LIMITS.min)
    .max(HORIZON_LIMITS.max),
})
