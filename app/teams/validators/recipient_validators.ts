import vine from '@vinejs/vine'
import { emailRule } from '#core/validation/rules'

/** A team-level notification recipient; meta.types is the notification-type catalogue. */
export const recipientValidator = vine.withMetaData<{ types: string[] }>().create({
  name: vine.string().trim().maxLength(120).optional(),
  email: emailRule(),
  types: vine
    .array(
      vine
        .string()
        .trim()
        .maxLength(100)
        .in((field) => field.meta.types as string[])
    )
    .maxLength(100)
    .distinct()
    .optional(),
})
