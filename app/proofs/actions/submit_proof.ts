import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import { lockForUpdate } from '#core/database/dialect'
import Transport from '#transports/models/transport'
import Team from '#teams/models/team'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import {
  applyTransition,
  broadcastTransitions,
  type GuardRefusal,
} from '#transports/actions/transition_transport'
import type { TransitionError } from '#transports/domain/state_machine'
import type { EventDatingError } from '#transports/domain/event_dating'
import { currentSocketId } from '#realtime/broadcast'
import Proof from '#proofs/models/proof'
import ProofVehicle from '#proofs/models/proof_vehicle'
import ProofPhoto from '#proofs/models/proof_photo'
import ProofDamage from '#proofs/models/proof_damage'
import ProofLink from '#proofs/models/proof_link'
import ProofLinkMail from '#proofs/mails/proof_link_mail'
import {
  checkCompleteness,
  stageOpen,
  targetState,
  type ProofCheckError,
} from '#proofs/domain/proof_rules'
import { LINK_HOURS, type DamageZone, type ProofStage } from '#shared/proof_zones'
import { sealProof } from '#proofs/actions/seal_proof'
import {
  discardSignature,
  hashToken,
  storeSignature,
  type StoredSignature,
} from '#proofs/actions/proof_files'

export type ChecklistInput = {
  vehicleId: number
  documents: boolean
  keys: boolean
  accessories: boolean
  note: string | null
  odometerKm: number | null
}

export type SubmitProofInput = {
  transportId: number
  stage: ProofStage
  actor: { userId: number; teamId: number }
  vehicles: ChecklistInput[]
  damages: { vehicleId: number; zone: DamageZone; note: string; photoId: number | null }[]
  notes: string | null
  signerName: string | null
  /** a PNG data URL drawn on the driver's phone; null: the referent signs through a link */
  signature: string | null
  position: { latitude: number; longitude: number; accuracyM: number | null } | null
}

export type SubmitProofError =
  | ProofCheckError
  | TransitionError
  | EventDatingError
  | GuardRefusal
  | 'signature_invalid'
  | 'signer_required'
  | 'stage_closed'
  | 'proof_submitted'
  | 'referent_email_missing'

/** A transition applied inside the transaction, broadcast after the commit. */
export type AppliedChange = Parameters<typeof broadcastTransitions>[0][number]

type Submitted = {
  proof: Proof
  change: AppliedChange | null
  link: { token: string; email: string; expiresAt: DateTime; name: string | null } | null
  transport: Transport
}

/**
 * The driver submits the proof of a stop, once. In one transaction under
 * the transport's row lock: the draft (with all its photos) checked
 * complete, the checklists and damage marks written, the proof finalised
 * with the server's time; signed on the phone it moves the transport
 * (pickup_scheduled → picked_up, picked_up/in_transit → delivered, through
 * the state machine) and is sealed as a PDF; without a signature a one-time
 * link (its token's SHA-256 only) is created and e-mailed to the referent
 * after the commit. A second submission finds it submitted: nothing changes.
 */
export async function submitProof(
  input: SubmitProofInput
): Promise<Result<Proof, SubmitProofError>> {
  if (input.signature && !input.signerName) return err('signer_required')
  const signature = await storeSignature(input.transportId, input.signature)
  if (!signature.ok) return signature
  const socketId = currentSocketId()
  let result: Result<Submitted, SubmitProofError>
  try {
    result = await db.transaction((trx) => submitInside(input, signature.value, trx))
  } catch (error) {
    await discardSignature(signature.value)
    throw error
  }
  if (!result.ok) {
    await discardSignature(signature.value)
    return result
  }
  const { change, link, transport, proof } = result.value
  if (change) await broadcastTransitions([change], socketId)
  if (link) await sendLink(transport, proof.stage, link)
  return ok(proof)
}

async function submitInside(
  input: SubmitProofInput,
  signature: StoredSignature | null,
  trx: TransactionClientContract
): Promise<Result<Submitted, SubmitProofError>> {
  const transport = await lockForUpdate(
    Transport.query({ client: trx }).where('id', input.transportId),
    trx
  ).firstOrFail()
  if (!stageOpen(input.stage, transport.state)) return err('stage_closed')
  const proof = await lockForUpdate(
    Proof.query({ client: trx }).where('transport_id', transport.id).where('stage', input.stage),
    trx
  ).first()
  if (!proof) return err('photos_missing')
  if (proof.state !== 'draft') return err('proof_submitted')
  const vehicles = await TransportRequestVehicle.query({ client: trx })
    .where('transport_request_id', transport.transportRequestId)
    .select('id')
  const photos = await ProofPhoto.query({ client: trx })
    .where('proof_id', proof.id)
    .select('id', 'vehicle_id', 'slot')
  const complete = checkCompleteness({
    vehicleIds: vehicles.map((vehicle) => vehicle.id),
    checklists: input.vehicles,
    photos,
    damages: input.damages,
  })
  if (!complete.ok) return complete
  const email =
    input.stage === 'pickup' ? transport.pickupReferentEmail : transport.deliveryReferentEmail
  if (!signature && !email) return err('referent_email_missing')

  let change: AppliedChange | null = null
  if (signature) {
    const applied = await applyTransition(
      {
        transportId: transport.id,
        to: targetState(input.stage),
        actor: { kind: 'transporter', userId: input.actor.userId, teamId: input.actor.teamId },
        proofId: proof.id,
      },
      trx
    )
    if (!applied.ok) return applied
    change = applied.value
  }
  await writeProof(proof, input, signature, trx)
  let link: Submitted['link'] = null
  if (signature) {
    await sealProof(proof.id, { kind: 'transporter', userId: input.actor.userId }, trx)
  } else {
    link = await createLink(proof, email!, trx)
    link.name =
      input.stage === 'pickup' ? transport.pickupReferentName : transport.deliveryReferentName
  }
  await proof.refresh()
  return ok({ proof, change, link, transport })
}

async function writeProof(
  proof: Proof,
  input: SubmitProofInput,
  signature: StoredSignature | null,
  trx: TransactionClientContract
) {
  for (const vehicle of input.vehicles)
    await ProofVehicle.create(
      {
        proofId: proof.id,
        vehicleId: vehicle.vehicleId,
        documents: vehicle.documents,
        keys: vehicle.keys,
        accessories: vehicle.accessories,
        checklistNote: vehicle.note,
        odometerKm: vehicle.odometerKm,
      },
      { client: trx }
    )
  for (const damage of input.damages)
    await ProofDamage.create({ ...damage, proofId: proof.id }, { client: trx })
  const now = DateTime.now()
  proof.useTransaction(trx)
  proof.merge({
    state: signature ? 'signed' : 'awaiting_referent',
    notes: input.notes,
    signerName: input.signerName,
    signatureKey: signature?.key ?? null,
    signatureSha256: signature?.sha256 ?? null,
    signedAt: signature ? now : null,
    signedVia: signature ? 'phone' : null,
    latitude: input.position?.latitude ?? null,
    longitude: input.position?.longitude ?? null,
    accuracyM: input.position?.accuracyM ?? null,
    submittedAt: now,
    submittedById: input.actor.userId,
  })
  await proof.save()
}

async function createLink(proof: Proof, email: string, trx: TransactionClientContract) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = DateTime.now().plus({ hours: LINK_HOURS })
  await ProofLink.create(
    { proofId: proof.id, tokenHash: hashToken(token), email, expiresAt },
    { client: trx }
  )
  return { token, email, expiresAt, name: null as string | null }
}

async function sendLink(
  transport: Transport,
  stage: ProofStage,
  link: NonNullable<Submitted['link']>
) {
  const carrier = transport.transporterTeamId
    ? await Team.query().where('id', transport.transporterTeamId).select('name').first()
    : null
  await mail.sendLater(
    new ProofLinkMail(
      { email: link.email, fullName: link.name, locale: 'it' },
      {
        stage,
        reference: transport.reference,
        carrier: carrier?.name ?? '',
        token: link.token,
        expiresAt: link.expiresAt,
      }
    )
  )
}
