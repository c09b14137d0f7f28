import { proofsOf } from '#proofs/queries/proofs'
import ProofTransformer from '#proofs/transformers/proof_transformer'

/**
 * The `proofs` prop of the transport pages (dealer, carrier, staff): every
 * proof recorded for the transport with its photos (streamed by each area's
 * own route after TransportPolicy.view). Shared controllers add it with one
 * line: `...(await proofPanel(transport))`.
 */
export async function proofPanel(transport: { id: number; transportRequestId: number }) {
  return { proofs: ProofTransformer.transform(await proofsOf(transport)) }
}
