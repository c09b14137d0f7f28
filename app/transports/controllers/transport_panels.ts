import type { HttpContext } from '@adonisjs/core/http'
import type Transport from '#transports/models/transport'
import { disputeProps } from '#transports/controllers/dispute_props'
import { dryRunProps } from '#transports/controllers/dry_run_props'
import { transportDocumentsProps } from '#documents/queries/transport_documents'
import { proofPanel } from '#proofs/queries/proof_panel'

/**
 * What every transport page shows beside the transport, for its audience:
 * the dispute, the dry runs, the documents, the proofs of pickup and
 * delivery (the dealer's page adds the last position). One place, so the three
 * pages (dealer, carrier, staff) cannot drift apart.
 */
export async function transportPanels(
  ctx: HttpContext,
  transport: Transport,
  audience: 'dealer' | 'transporter' | 'staff'
) {
  const staff = audience === 'staff'
  const lazy = staff ? ctx.inertia.optional : undefined
  return {
    ...(await disputeProps(ctx, transport, staff)),
    ...(await dryRunProps(ctx, transport)),
    ...(await transportDocumentsProps(transport, ctx.currentTeam, lazy)),
    ...(await proofPanel(transport)),
  }
}
