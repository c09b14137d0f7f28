import vine from '@vinejs/vine'
import { ATTACHMENT_EXTNAMES } from '#requests/actions/request_attachments'

/** One file per upload, field `file`: PDF, JPEG or PNG up to 10 MB (the content is checked by the action). */
export const attachmentUploadValidator = vine.create({
  file: vine.file({ size: '10mb', extnames: ATTACHMENT_EXTNAMES }),
})
