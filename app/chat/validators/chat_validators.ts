import vine from '@vinejs/vine'
import { ATTACHMENT_EXTNAMES } from '#requests/domain/attachment_files'
import { MAX_CHAT_ATTACHMENTS, MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '#chat/domain/chat'

const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)

/** A message: text (required, bounded) and up to 3 files (PDF, JPEG, PNG; the content is sniffed later). */
export const messageValidator = vine.create({
  body: vine.string().trim().minLength(1).maxLength(MESSAGE_MAX_LENGTH),
  files: vine
    .array(vine.file({ size: '10mb', extnames: ATTACHMENT_EXTNAMES }))
    .maxLength(MAX_CHAT_ATTACHMENTS)
    .optional(),
})

/** A team opens a conversation: about one of its transports, or a general one with a subject. */
export const openValidator = vine.create({
  transportId: id().optional(),
  subject: vine.string().trim().maxLength(SUBJECT_MAX_LENGTH).optional(),
})

/** Staff open a conversation with a team, optionally about one of its transports. */
export const staffOpenValidator = vine.create({
  teamId: id(),
  transportId: id().optional(),
})

/** Who handles it: a staff member, or nobody (empty). */
export const assignValidator = vine.create({
  assignedUserId: id().optional(),
})
