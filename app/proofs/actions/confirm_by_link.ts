import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import { databaseNow, lockForUpdate } from '#core/database/dialect'
import Transport from '#transports/models/transport'
import Dispute from '#transports/models/dispute'
import { applyTransition, broadcastTransitions } from '#transports/actions/transition_transport'
import { tellBothSides } from '#transports/actions/disputes'
import { checkDisputeOpening } from '#transports/domain/disputes'
import { currentSocketId } from '#realtime/broadcast'
import Proof from '#proofs/models/proof'
import ProofLink from '#proofs/models/proof_link'
import { linkStatus, referentActor, targetState } from '#proofs/domain/proof_rules'
import type { ProofStage } from '#shared/proof_zones'
import { sealProof } from '#proofs/actions/seal_proof'
import type { AppliedChange, SubmitProofError } from '#proofs/actions/submit_proof'
import {
  discardSignature,
  hashToken,
  RefusedInside,
  storeSignature,
  type StoredSignature,
} from '#proofs/actions/proof_files'

export type ConfirmInput = {
  token: string
  stage: ProofStage
  decision: 'sign' | 'disagree'
  name: string
  /** a PNG data URL; required to sign, optional when disagreeing */
  signature: string | null
  /** what the referent contests (required when disagreeing) */
  remarks: string | null
}

export type ConfirmError = SubmitProofError | 'link_invalid' | 'link_used' | 'link_expired'

/**
 * The referent answers through the one-time link: signs (drawn signature
 * and name) or disagrees and describes the damage. One transaction: the
 * link marked used (conditionally: a second use finds it used), the proof
 * signed or contested, the transport moved by the referent (picked_up or
 * delivered); a contested delivery is then disputed (delivered → disputed,
 * the dispute opened by the delivery referent); the proof sealed as a PDF.
 * A contested pickup still hands the vehicles over, with the remarks in the
 * proof. Refused: nothing changes.
 */
export async function confirmByLink(input: ConfirmInput): Promise<Result<Proof, ConfirmError>> {
  if (input.decision === 'sign' && !input.signature) return err('signature_invalid')
  const found = await ProofLink.query().where('token_hash', hashToken(input.token)).first()
  if (!found) return err('link_invalid')
  const proofOf = await Proof.find(found.proofId)
  if (!proofOf || proofOf.stage !== input.stage) return err('link_invalid')
  const signature = await storeSignature(proofOf.transportId, input.signature)
  if (!signature.ok) return signature
  const socketId = currentSocketId()
  let result: Result<{ proof: Proof; changes: AppliedChange[]; disputed: boolean }, ConfirmError>
  try {
    result = await db.transaction((trx) => confirmInside(input, found.id, signature.value, trx))
  } catch (error) {
    await discardSignature(signature.value)
    if (error instanceof RefusedInside) return err(error.code as ConfirmError)
    throw error
  }
  if (!result.ok) {
    await discardSignature(signature.value)
    return result
  }
  await broadcastTransitions(result.value.changes, socketId)
  if (result.value.disputed) {
    const transport = await Transport.findOrFail(result.value.proof.transportId)
    await tellBothSides(transport, 'opened', null)
  }
  return ok(result.value.proof)
}

async function confirmInside(
  input: ConfirmInput,
  linkId: number,
  signature: StoredSignature | null,
  trx: TransactionClientContract
) {
  const link = await lockForUpdate(
    ProofLink.query({ client: trx }).where('id', linkId),
    trx
  ).firstOrFail()
  const status = linkStatus(link, DateTime.now())
  if (status !== 'usable') return err(status === 'used' ? 'link_used' : 'link_expired')
  const proof = await lockForUpdate(
    Proof.query({ client: trx }).where('id', link.proofId),
    trx
  ).firstOrFail()
  if (proof.state !== 'awaiting_referent') return err('link_used' as const)
  const actor = { kind: referentActor(proof.stage), userId: null }
  const changes: AppliedChange[] = []
  const applied = await applyTransition(
    { transportId: proof.transportId, to: targetState(proof.stage), actor, proofId: proof.id },
    trx
  )
  if (!applied.ok) return applied
  changes.push(applied.value)
  const used = await trx
    .from('proof_links')
    .where('id', link.id)
    .whereNull('used_at')
    .update({ used_at: databaseNow(trx) })
  if ((Array.isArray(used) ? used.length : Number(used)) !== 1) throw new RefusedInside('link_used')
  const disputed = input.decision === 'disagree' && proof.stage === 'delivery'
  if (disputed) changes.push(await openReferentDispute(proof, input.remarks ?? '', trx))
  proof.useTransaction(trx)
  proof.merge({
    state: input.decision === 'sign' ? 'signed' : 'disputed',
    signerName: input.name,
    signatureKey: signature?.key ?? null,
    signatureSha256: signature?.sha256 ?? null,
    signedAt: DateTime.now(),
    signedVia: 'link',
    referentRemarks: input.decision === 'disagree' ? input.remarks : null,
  })
  await proof.save()
  await sealProof(proof.id, { kind: 'referent', userId: null }, trx)
  await proof.refresh()
  return ok({ proof, changes, disputed })
}

/** delivered → disputed by the delivery referent, with the referent's description. */
async function openReferentDispute(proof: Proof, remarks: string, trx: TransactionClientContract) {
  const applied = await applyTransition(
    {
      transportId: proof.transportId,
      to: 'disputed',
      actor: { kind: 'delivery_referent', userId: null },
      payload: { reasonCode: 'damage', proofId: proof.id },
      guard: async (transport) => {
        const check = checkDisputeOpening({
          state: transport.state,
          deliveredAt: transport.deliveredAt,
          now: DateTime.now(),
        })
        return check.ok ? null : check.error
      },
    },
    trx
  )
  if (!applied.ok) throw new RefusedInside(applied.error)
  await Dispute.create(
    {
      transportId: proof.transportId,
      openedById: null,
      openedByKind: 'delivery_referent',
      reasonCode: 'damage',
      description: remarks,
      state: 'open',
    },
    { client: trx }
  )
  return applied.value
}
