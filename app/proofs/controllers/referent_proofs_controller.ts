import type { HttpContext } from '@adonisjs/core/http'
import Transport from '#transports/models/transport'
import { found } from '#core/exceptions/not_found_exception'
import { findProofPhoto, linkByToken, proofOf, vehiclesOf } from '#proofs/queries/proofs'
import { referentAnswerValidator } from '#proofs/validators/proof_validators'
import { confirmByLink, type ConfirmInput } from '#proofs/actions/confirm_by_link'
import type { Infer } from '@vinejs/vine/types'
import ProofTransformer from '#proofs/transformers/proof_transformer'
import ProofStopTransformer from '#proofs/transformers/proof_stop_transformer'
import { proofError, streamProofPhoto } from '#proofs/controllers/proof_answer'
import type { ProofStage } from '#shared/proof_zones'

/** `/withdrawal/…` is the pickup's page (ritiro), `/delivery/…` the delivery's (consegna). */
const stageOf = (ctx: HttpContext): ProofStage =>
  ctx.request.url().startsWith('/withdrawal/') ? 'pickup' : 'delivery'

/** A valid link's proof (404 for an unknown token): the page's props, or null when used or expired. */
async function linkPage(ctx: HttpContext) {
  const link = found(await linkByToken(ctx.params.token, stageOf(ctx)))
  if (link.status !== 'usable') return { link, props: null }
  const transport = await Transport.findOrFail(link.proof.transportId)
  const record = found(await proofOf(transport, link.proof.stage))
  const vehicles = await vehiclesOf(transport.transportRequestId)
  const stop = ProofStopTransformer.transform({ transport, stage: link.proof.stage, vehicles })
  const proof = ProofTransformer.transform(record).useVariant('forReferent')
  return {
    link,
    props: { token: String(ctx.params.token), stop: stop.useVariant('forReferent'), proof },
  }
}

/** The confirmation action's input from the validated answer. */
function answerOf(ctx: HttpContext, input: Infer<typeof referentAnswerValidator>): ConfirmInput {
  return {
    ...input,
    token: String(ctx.params.token),
    stage: stageOf(ctx),
    signature: input.signature || null,
    remarks: input.remarks ?? null,
  }
}

/**
 * The public withdrawal / delivery page of a referent (no account): what the
 * driver recorded, then sign or disagree; the link works once and expires.
 * A used or expired link shows a page that says so and changes nothing.
 */
export default class ReferentProofsController {
  async show(ctx: HttpContext) {
    const { link, props } = await linkPage(ctx)
    if (props) return ctx.inertia.render('site/proof_referent', props)
    const reason = link.status === 'used' ? 'used' : 'expired'
    return ctx.inertia.render('site/proof_link', { reason, stage: stageOf(ctx) })
  }

  async answer(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(referentAnswerValidator)
    const result = await confirmByLink(answerOf(ctx, input))
    if (!result.ok && result.error === 'link_invalid') return ctx.response.notFound()
    ctx.session.flash(
      result.ok ? 'success' : 'error',
      result.ok
        ? ctx.i18n.t(`proofs.flash.referent_${result.value.state}`)
        : proofError(ctx, result.error)
    )
    /* back to the link's page (no Referer is sent: Referrer-Policy) */
    return ctx.response.redirect().toPath(ctx.request.url())
  }

  async photo(ctx: HttpContext) {
    const link = found(await linkByToken(ctx.params.token, stageOf(ctx)))
    if (link.status !== 'usable') return ctx.response.notFound()
    const photo = found(
      await findProofPhoto(link.proof.transportId, ctx.params.photoId, link.proof.id)
    )
    return streamProofPhoto(ctx, photo)
  }
}
