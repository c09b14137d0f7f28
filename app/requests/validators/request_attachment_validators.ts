import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { ATTACHMENT_EXTNAMES } from '#requests/domain/attachment_files'

/** One file per upload, field `file`: PDF, JPEG or PNG up to 10 MB (the content is checked by the action). */
export const attachmentUploadValidator = vine.create({
  file: vine.file({ size: '10mb', extnames: ATTACHMENT_EXTNAMES }),
})

/** The upload's refusals in the request's language, shown under the file field. */
function attachmentUploadMessages(i18n: HttpContext['i18n']) {
  const t = (key: string) => i18n.t(`requests.attachments.errors.${key}`)
  return new SimpleMessagesProvider({
    'required': t('required'),
    'file': t('required'),
    'file.size': t('too_large'),
    'file.extname': t('extension'),
  })
}

/** The validated upload, as the action takes it (where the body parser kept it, its names). */
export async function validatedUpload(ctx: HttpContext) {
  const messagesProvider = attachmentUploadMessages(ctx.i18n)
  const { file } = await ctx.request.validateUsing(attachmentUploadValidator, { messagesProvider })
  return { tmpPath: file.tmpPath, clientName: file.clientName, extname: file.extname ?? '' }
}
