import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { findSubmittedProof } from '#proofs/queries/proofs'
import { proofAnnotationValidator } from '#proofs/validators/proof_validators'
import { annotateProof } from '#proofs/actions/annotate_proof'

const KINDS = { dealer: 'dealer', transporter: 'transporter', staff: 'admin' } as const

/**
 * A note on a submitted proof, from any of the three areas (the dealer team,
 * the carrier's office or its assigned driver, staff): TransportPolicy
 * `annotateProof`; the proof itself never changes.
 */
export default class ProofAnnotationsController {
  async store(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('annotateProof', ctx.currentTeam, transport)
    const proof = found(await findSubmittedProof(transport.id, ctx.params.proofId))
    const { body } = await ctx.request.validateUsing(proofAnnotationValidator)
    const kind = KINDS[ctx.currentTeam.team.kind as keyof typeof KINDS]
    await annotateProof(proof, { userId: ctx.auth.user!.id, kind }, body)
    ctx.session.flash('success', ctx.i18n.t('proofs.annotations.flash'))
    return ctx.response.redirect().back()
  }
}
