import db from '@adonisjs/lucid/services/db'
import ProofAnnotation, { type AnnotationAuthorKind } from '#proofs/models/proof_annotation'
import TransportEvent from '#transports/models/transport_event'
import type Proof from '#proofs/models/proof'

/**
 * Adds a note to a submitted proof — the only change a proof admits: the
 * proof, its photos and its sealed PDF stay as they were; the note and a
 * `proof_annotated` event (chained like every event) are written together.
 */
export async function annotateProof(
  proof: Proof,
  author: { userId: number; kind: AnnotationAuthorKind },
  body: string
) {
  return db.transaction(async (trx) => {
    const annotation = await ProofAnnotation.create(
      { proofId: proof.id, authorUserId: author.userId, authorKind: author.kind, body },
      { client: trx }
    )
    await TransportEvent.create(
      {
        transportId: proof.transportId,
        type: 'proof_annotated',
        fromState: null,
        toState: null,
        actorKind: author.kind,
        actorUserId: author.userId,
        payload: { proofId: proof.id, stage: proof.stage, annotationId: annotation.id },
      },
      { client: trx }
    )
    return annotation
  })
}
