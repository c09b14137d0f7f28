import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import {
  openDisputeValidator,
  resolveDisputeValidator,
} from '#transports/validators/transport_validators'
import {
  openDispute,
  resolveDispute,
  type PhotoUpload,
  type OpenDisputeInput,
} from '#transports/actions/disputes'
import { findDisputePhoto, photoContents } from '#transports/queries/disputes'
import { contentDisposition } from '#requests/domain/attachment_files'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { Infer } from '@vinejs/vine/types'
import { disputeOutcome } from '#transports/controllers/transport_outcome'

/** Disputes (issue 11): the dealer or staff open one; staff resolve it. */
export default class DisputesController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('openDispute', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(openDisputeValidator)
    const result = await openDispute(openingOf(ctx, transport.id, input))
    const staff = ctx.currentTeam.team.kind === 'staff'
    const route = staff ? 'admin.transports.show' : 'dealer.transports.show'
    return disputeOutcome(ctx, result, 'transports.flash_disputes.opened', {
      route,
      id: transport.id,
    })
  }

  /** A dispute photo, streamed to whoever may see the transport (the carrier included). */
  async photo(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('view', ctx.currentTeam, transport)
    const photo = found(await findDisputePhoto(transport.id, ctx.params.photoId))
    const contents = found(await photoContents(photo))
    ctx.response.header('Content-Type', photo.mimeType)
    ctx.response.header('Content-Disposition', contentDisposition(photo.fileName))
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return ctx.response.stream(contents)
  }

  async resolve(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer
      .with('TransportPolicy')
      .authorize('resolveDispute', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(resolveDisputeValidator)
    const result = await resolveDispute({
      transportId: transport.id,
      staffUserId: ctx.auth.user!.id,
      decision: input.decision,
      refundCents: input.outcome === 'partial_refund' ? (input.refund ?? null) : null,
    })
    const page = { route: 'admin.transports.show', id: transport.id } as const
    return disputeOutcome(ctx, result, 'transports.flash_disputes.resolved', page)
  }
}

/** The action's input: who opens it (staff or the dealer), why, and the photos. */
function openingOf(
  ctx: HttpContext,
  transportId: number,
  input: Infer<typeof openDisputeValidator>
): OpenDisputeInput {
  const team = ctx.currentTeam.team
  const kind = team.kind === 'staff' ? 'admin' : 'dealer'
  return {
    transportId,
    actor: { kind, userId: ctx.auth.user!.id, teamId: team.id },
    reasonCode: input.reasonCode,
    description: input.description,
    photos: uploadsOf(input.photos),
  }
}

function uploadsOf(files: MultipartFile[] | undefined): PhotoUpload[] {
  return (files ?? []).map((file) => ({
    tmpPath: file.tmpPath,
    clientName: file.clientName,
    extname: file.extname ?? '',
  }))
}
