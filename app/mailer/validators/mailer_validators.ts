import vine from '@vinejs/vine'
import { SECURITIES } from '#mailer/domain/mailer'

/** Admin → Settings → Mailer: the SMTP server; an empty password keeps the stored one. */
export const mailSettingsValidator = vine.create({
  enabled: vine.boolean().optional(),
  host: vine
    .string()
    .trim()
    .maxLength(255)
    .regex(/^[A-Za-z0-9.-]+$/)
    .optional(),
  port: vine.number().withoutDecimals().min(1).max(65535),
  security: vine.enum(SECURITIES),
  username: vine.string().trim().maxLength(255).optional(),
  password: vine.string().maxLength(500).optional(),
  clearPassword: vine.boolean().optional(),
  fromName: vine.string().trim().maxLength(120).optional(),
  fromAddress: vine.string().trim().maxLength(254).email().optional(),
})
