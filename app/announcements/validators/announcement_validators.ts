import vine from '@vinejs/vine'
import { AUDIENCES, STATES } from '#announcements/domain/announcements'

export const MAX_BODY = 5000
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Admin → Communications: an announcement in both languages, its audience and schedule. */
export const announcementValidator = vine.create({
  titleIt: vine.string().trim().minLength(3).maxLength(120),
  titleEn: vine.string().trim().minLength(3).maxLength(120),
  bodyIt: vine.string().trim().minLength(1).maxLength(MAX_BODY),
  bodyEn: vine.string().trim().minLength(1).maxLength(MAX_BODY),
  audience: vine.enum(AUDIENCES),
  teamIds: vine
    .array(vine.number().withoutDecimals().min(1).max(2_147_483_647))
    .maxLength(200)
    .optional(),
  state: vine.enum(STATES),
  publishOn: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  publishTime: vine.string().trim().regex(TIME).optional(),
  endOn: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  endTime: vine.string().trim().regex(TIME).optional(),
  sendEmail: vine.boolean().optional(),
})
