import type { HttpContext } from '@adonisjs/core/http'
import Transport from '#transports/models/transport'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { proofOf, vehiclesOf } from '#proofs/queries/proofs'
import { stageOpen } from '#proofs/domain/proof_rules'
import { proofPhotoValidator, submitProofValidator } from '#proofs/validators/proof_validators'
import { storeProofPhoto } from '#proofs/actions/store_proof_photo'
import { submitProof } from '#proofs/actions/submit_proof'
import ProofTransformer from '#proofs/transformers/proof_transformer'
import ProofStopTransformer from '#proofs/transformers/proof_stop_transformer'
import { photoInputOf, proofError, submissionOf } from '#proofs/controllers/proof_answer'
import type { ProofStage } from '#shared/proof_zones'

/** The assigned carrier's transport, or a 404 / 403 (TransportPolicy.recordProof). */
async function carriedTransport(ctx: HttpContext) {
  const owned = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
  await ctx.bouncer.with('TransportPolicy').authorize('recordProof', ctx.currentTeam, owned)
  return Transport.findOrFail(owned.id)
}

/**
 * Transporter area: the driver's proof page of a stop (phone first), each
 * photo uploaded on its own (JSON answer: the stored photo's id), then the
 * submission (once).
 */
export default class DriverProofsController {
  async show(ctx: HttpContext) {
    const stage = ctx.params.stage as ProofStage
    const transport = await carriedTransport(ctx)
    const record = await proofOf(transport, stage)
    const vehicles = await vehiclesOf(transport.transportRequestId)
    return ctx.inertia.render('transporter/proofs/edit', {
      stop: ProofStopTransformer.transform({ transport, stage, vehicles }),
      proof: record ? ProofTransformer.transform(record) : null,
      canSubmit: stageOpen(stage, transport.state) && (!record || record.proof.state === 'draft'),
    })
  }

  async storePhoto(ctx: HttpContext) {
    const transport = await carriedTransport(ctx)
    const input = await ctx.request.validateUsing(proofPhotoValidator)
    const result = await storeProofPhoto(photoInputOf(ctx, transport.id, input))
    if (!result.ok)
      return ctx.response.unprocessableEntity({ message: proofError(ctx, result.error) })
    const { id, slot, vehicleId } = result.value
    return ctx.response.created({ id, slot, vehicleId })
  }

  async submit(ctx: HttpContext) {
    const transport = await carriedTransport(ctx)
    const input = await ctx.request.validateUsing(submitProofValidator)
    const result = await submitProof(submissionOf(ctx, transport.id, input))
    if (!result.ok) {
      ctx.session.flash('error', proofError(ctx, result.error))
      return ctx.response.redirect().toPath(ctx.request.url())
    }
    const { state, stage } = result.value
    ctx.session.flash('success', ctx.i18n.t(`proofs.flash.${state}_${stage}`))
    return ctx.response.redirect().toRoute('transporter.transports.show', { id: transport.id })
  }
}
