import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { dryRunValidator } from '#transports/validators/transport_validators'
import { recordDryRun, type RecordDryRunInput } from '#transports/actions/dry_runs'
import { dryRunPhoto, findDryRun } from '#transports/queries/dry_runs'
import { contentDisposition } from '#requests/domain/attachment_files'
import type { Infer } from '@vinejs/vine/types'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { dryRunOutcome } from '#transports/controllers/transport_outcome'

/** Dry runs (issue 11): the carrier records one at the pickup; every party sees its photo. */
export default class DryRunsController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('recordDryRun', ctx.currentTeam, transport)
    const input = await ctx.request.validateUsing(dryRunValidator)
    const result = await recordDryRun(recordingOf(ctx, transport.id, input))
    return dryRunOutcome(ctx, result, transport.id)
  }

  /** A dry run's photo, streamed to whoever may see the transport (never by URL). */
  async photo(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('view', ctx.currentTeam, transport)
    const dryRun = found(await findDryRun(transport.id, ctx.params.dryRunId))
    const contents = found(await dryRunPhoto(dryRun))
    const extension = dryRun.photoMime === 'image/png' ? 'png' : 'jpg'
    ctx.response.header('Content-Type', dryRun.photoMime)
    ctx.response.header(
      'Content-Disposition',
      contentDisposition(`dry-run-${dryRun.id}.${extension}`)
    )
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return ctx.response.stream(contents)
  }
}

/** The action's input: who records it, why, the photo, the position only with consent. */
function recordingOf(
  ctx: HttpContext,
  transportId: number,
  input: Infer<typeof dryRunValidator>
): RecordDryRunInput {
  return {
    transportId,
    actor: { userId: ctx.auth.user!.id, teamId: ctx.currentTeam.team.id },
    reason: input.reason,
    note: input.note || null,
    photo: uploadOf(input.photo),
    position: positionOf(input),
  }
}

/** The phone's position, only when the driver ticked the consent box. */
function positionOf(input: Infer<typeof dryRunValidator>) {
  const { latitude, longitude, accuracy } = input
  return input.positionConsent ? { latitude, longitude, accuracy } : null
}

function uploadOf(file: MultipartFile) {
  return { tmpPath: file.tmpPath, clientName: file.clientName, extname: file.extname ?? '' }
}
