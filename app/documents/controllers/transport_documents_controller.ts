import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findTransport, scopeOf } from '#transports/queries/transport_pages'
import { documentContents, findTransportDocument } from '#documents/queries/transport_documents'
import { ensureCmr } from '#documents/actions/ensure_cmr'
import { contentDisposition } from '#requests/domain/attachment_files'
import type TransportDocument from '#documents/models/transport_document'
import type { TransportActorKind } from '#transports/models/transport_event'

const ACTOR_KINDS: Record<string, TransportActorKind> = {
  dealer: 'dealer',
  transporter: 'transporter',
  staff: 'admin',
}

/** The transport of the URL, within what the member may see, after DocumentPolicy (404 / 403 otherwise). */
async function authorizedTransport(ctx: HttpContext) {
  const transport = found(await findTransport(ctx.params.id, scopeOf(ctx.currentTeam)))
  await ctx.bouncer.with('DocumentPolicy').authorize('view', ctx.currentTeam, transport)
  return transport
}

async function send(
  ctx: HttpContext,
  document: Pick<TransportDocument, 'storageKey' | 'fileName'>
) {
  const contents = found(await documentContents(document.storageKey))
  ctx.response.header('Content-Type', 'application/pdf')
  ctx.response.header('Content-Disposition', contentDisposition(document.fileName))
  ctx.response.header('X-Content-Type-Options', 'nosniff')
  ctx.response.header('Cache-Control', 'private, no-store')
  return ctx.response.stream(contents)
}

/** A transport's documents (CMR, sealed proofs), streamed to the dealer team, the carrier team and staff. */
export default class TransportDocumentsController {
  async show(ctx: HttpContext) {
    const transport = await authorizedTransport(ctx)
    return send(ctx, found(await findTransportDocument(transport.id, ctx.params.documentId)))
  }

  /** The CMR: the stored one, generated and sealed the first time it is asked for (assigned onward). */
  async cmr(ctx: HttpContext) {
    const transport = await authorizedTransport(ctx)
    const actor = { kind: ACTOR_KINDS[ctx.currentTeam.team.kind], userId: ctx.auth.user!.id }
    const result = await ensureCmr(transport.id, actor)
    return send(ctx, found(result.ok ? result.value : null))
  }
}
