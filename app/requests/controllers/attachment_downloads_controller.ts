import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findRequest, findTeamRequest } from '#requests/queries/request_pages'
import { attachmentContents, findAttachment } from '#requests/queries/request_attachments'
import { contentDisposition } from '#requests/domain/attachment_files'
import type TransportRequest from '#requests/models/transport_request'

/** A document of a request, streamed from the Drive disk under its safe name. */
async function send(ctx: HttpContext, request: TransportRequest) {
  await ctx.bouncer.with('RequestAttachmentPolicy').authorize('view', ctx.currentTeam, request)
  const attachment = found(await findAttachment(request.id, ctx.params.attachmentId))
  const contents = found(await attachmentContents(attachment))
  ctx.response.header('Content-Type', attachment.mimeType)
  ctx.response.header('Content-Disposition', contentDisposition(attachment.fileName))
  ctx.response.header('X-Content-Type-Options', 'nosniff')
  return ctx.response.stream(contents)
}

/** Downloads of a request's documents: its dealer team's, and staff's. */
export default class AttachmentDownloadsController {
  async show(ctx: HttpContext) {
    return send(ctx, found(await findTeamRequest(ctx.currentTeam.team.id, ctx.params.id)))
  }

  async adminShow(ctx: HttpContext) {
    return send(ctx, found(await findRequest(ctx.params.id)))
  }
}
