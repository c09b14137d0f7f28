import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { findProofPhoto } from '#proofs/queries/proofs'
import { streamProofPhoto } from '#proofs/controllers/proof_answer'

/** A proof photo to whoever may see the transport: the carrier team, the dealer team, staff. */
export default class ProofPhotosController {
  async show(ctx: HttpContext) {
    const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
    await ctx.bouncer.with('TransportPolicy').authorize('view', ctx.currentTeam, transport)
    const photo = found(await findProofPhoto(transport.id, ctx.params.photoId))
    return streamProofPhoto(ctx, photo)
  }
}
