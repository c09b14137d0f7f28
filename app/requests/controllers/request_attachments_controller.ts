import { access } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors, SimpleMessagesProvider } from '@vinejs/vine'
import NotFoundException from '#core/exceptions/not_found_exception'
import { currentTeamOf } from '#core/http/current_team'
import { findRequest, findTeamRequest } from '#requests/queries/request_pages'
import { findAttachment } from '#requests/queries/request_attachments'
import { attachmentUploadValidator } from '#requests/validators/request_attachment_validators'
import {
  attachmentPath,
  deleteAttachment,
  storeAttachment,
} from '#requests/actions/request_attachments'
import type TransportRequest from '#requests/models/transport_request'

const ID = /^[1-9]\d{0,9}$/

/** Attachments of a request: dealer upload, download and delete; staff download. */
export default class RequestAttachmentsController {
  private async dealerRequest(ctx: HttpContext) {
    const current = await currentTeamOf(ctx)
    if (!current || current.team.kind !== 'dealer') throw new NotFoundException()
    const id = String(ctx.params.id ?? '')
    const request = ID.test(id) ? await findTeamRequest(current.team.id, Number(id)) : null
    if (!request) throw new NotFoundException()
    return request
  }

  private async attachmentOf(ctx: HttpContext, request: TransportRequest) {
    const id = String(ctx.params.attachmentId ?? '')
    const attachment = ID.test(id) ? await findAttachment(request.id, Number(id)) : null
    if (!attachment) throw new NotFoundException()
    return attachment
  }

  private async send(ctx: HttpContext, request: TransportRequest) {
    const attachment = await this.attachmentOf(ctx, request)
    const path = attachmentPath(attachment.storageKey)
    if (
      !path ||
      !(await access(path).then(
        () => true,
        () => false
      ))
    )
      throw new NotFoundException()
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.header('Content-Type', attachment.mimeType)
    return ctx.response.attachment(path, attachment.fileName)
  }

  async store(ctx: HttpContext) {
    const request = await this.dealerRequest(ctx)
    const t = (key: string) => ctx.i18n.t(`requests.attachments.errors.${key}`)
    const { file } = await ctx.request.validateUsing(attachmentUploadValidator, {
      messagesProvider: new SimpleMessagesProvider({
        'required': t('required'),
        'file': t('required'),
        'file.size': t('too_large'),
        'file.extname': t('extension'),
      }),
    })
    if (!file.tmpPath) throw fileError(t('required'))
    const result = await storeAttachment(request, ctx.auth.user ?? null, {
      tmpPath: file.tmpPath,
      clientName: file.clientName,
      extname: file.extname ?? '',
    })
    if (!result.ok) throw fileError(t(result.error))
    ctx.session.flash(
      'success',
      ctx.i18n.t('requests.attachments.flash.uploaded', { name: result.value.fileName })
    )
    return ctx.response.redirect().back(`/dealer/requests/${request.id}`)
  }

  async download(ctx: HttpContext) {
    return this.send(ctx, await this.dealerRequest(ctx))
  }

  async destroy(ctx: HttpContext) {
    const request = await this.dealerRequest(ctx)
    const attachment = await this.attachmentOf(ctx, request)
    const result = await deleteAttachment(request, attachment)
    if (!result.ok)
      ctx.session.flash('error', ctx.i18n.t('requests.attachments.errors.not_allowed'))
    else
      ctx.session.flash(
        'success',
        ctx.i18n.t('requests.attachments.flash.deleted', { name: attachment.fileName })
      )
    return ctx.response.redirect().back(`/dealer/requests/${request.id}`)
  }

  async adminDownload(ctx: HttpContext) {
    const id = String(ctx.params.id ?? '')
    const request = ID.test(id) ? await findRequest(Number(id)) : null
    if (!request) throw new NotFoundException()
    return this.send(ctx, request)
  }
}

/** A refusal shown under the upload field, like any validation error. */
function fileError(message: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field: 'file', message, rule: 'file' }])
}
