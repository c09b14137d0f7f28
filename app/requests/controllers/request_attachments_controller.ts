import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { findTeamRequest } from '#requests/queries/request_pages'
import { findAttachment } from '#requests/queries/request_attachments'
import { deleteAttachment, storeAttachment } from '#requests/actions/request_attachments'
import { validatedUpload } from '#requests/validators/request_attachment_validators'

/** Dealer: adds a document to a request of the team, or removes one (while its state allows). */
export default class RequestAttachmentsController {
  async store(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('RequestAttachmentPolicy').authorize('upload', ctx.currentTeam, request)
    const result = await storeAttachment(request, ctx.auth.user!, await validatedUpload(ctx))
    if (!result.ok)
      throw fieldError('file', ctx.i18n.t(`requests.attachments.errors.${result.error}`))
    const flash = { name: result.value.fileName }
    ctx.session.flash('success', ctx.i18n.t('requests.attachments.flash.uploaded', flash))
    return ctx.response.redirect().back(urlFor('dealer.requests.show', { id: request.id }))
  }

  async destroy(ctx: HttpContext) {
    const request = found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('RequestAttachmentPolicy').authorize('delete', ctx.currentTeam, request)
    const attachment = found(await findAttachment(request.id, ctx.params.attachmentId))
    const result = await deleteAttachment(request, attachment)
    const flash = { name: attachment.fileName }
    if (result.ok)
      ctx.session.flash('success', ctx.i18n.t('requests.attachments.flash.deleted', flash))
    else ctx.session.flash('error', ctx.i18n.t('requests.attachments.errors.not_allowed'))
    return ctx.response.redirect().back(urlFor('dealer.requests.show', { id: request.id }))
  }
}
