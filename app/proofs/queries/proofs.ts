import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Proof from '#proofs/models/proof'
import ProofPhoto from '#proofs/models/proof_photo'
import ProofLink from '#proofs/models/proof_link'
import { hashToken } from '#proofs/actions/proof_files'
import { linkStatus } from '#proofs/domain/proof_rules'
import { DateTime } from 'luxon'
import type { ProofStage } from '#shared/proof_zones'

/** The proofs of a transport with their checklists, photos and marks, and the transport's vehicles. */
export type ProofRecord = { proof: Proof; vehicles: TransportRequestVehicle[] }

export async function vehiclesOf(transportRequestId: number) {
  return TransportRequestVehicle.query()
    .where('transport_request_id', transportRequestId)
    .select('id', 'make', 'model', 'plate', 'vin', 'position')
    .orderBy('position', 'asc')
}

/** Every proof of a transport (6 queries whatever their number), pickup first. */
export async function proofsOf(transport: { id: number; transportRequestId: number }) {
  const proofs = await Proof.query()
    .where('transport_id', transport.id)
    .preload('vehicles')
    .preload('photos', (query) => query.orderBy('id', 'asc'))
    .preload('damages', (query) => query.orderBy('id', 'asc'))
    .preload('annotations', (query) => query.orderBy('id', 'asc'))
    .orderBy('id', 'asc')
  if (proofs.length === 0) return []
  const vehicles = await vehiclesOf(transport.transportRequestId)
  return proofs
    .sort((a, b) => (a.stage === b.stage ? 0 : a.stage === 'pickup' ? -1 : 1))
    .map((proof): ProofRecord => ({ proof, vehicles }))
}

/** The proof of one stage of a transport (or null), with everything it holds. */
export async function proofOf(
  transport: { id: number; transportRequestId: number },
  stage: ProofStage
) {
  const records = await proofsOf(transport)
  return records.find((record) => record.proof.stage === stage) ?? null
}

/** A referent's link by its token: the link, the proof and whether it may be used now. */
export async function linkByToken(token: string, stage: ProofStage) {
  if (token.length < 20 || token.length > 100) return null
  const link = await ProofLink.query().where('token_hash', hashToken(token)).first()
  if (!link) return null
  const proof = await Proof.query().where('id', link.proofId).where('stage', stage).first()
  if (!proof) return null
  return { link, proof, status: linkStatus(link, DateTime.now()) }
}

/** A photo of one of the transport's proofs. */
export function findProofPhoto(transportId: number, photoId: number, proofId?: number) {
  const query = ProofPhoto.query()
    .join('proofs', 'proofs.id', 'proof_photos.proof_id')
    .where('proofs.transport_id', transportId)
    .where('proof_photos.id', photoId)
    .select('proof_photos.*')
  if (proofId !== undefined) query.where('proofs.id', proofId)
  return query.first()
}

const KEY = /^proofs\/\d{1,10}\/[0-9a-f]{32}(-display\.jpg|\.jpg|\.png)$/

/** The bytes of a stored photo (the display copy or the original), streamed; null when missing. */
export async function proofPhotoStream(
  photo: ProofPhoto,
  original: boolean
): Promise<Readable | null> {
  const key = original ? photo.storageKey : photo.displayKey
  if (!KEY.test(key) || !(await drive.use().exists(key))) return null
  return drive.use().getStream(key)
}

/** A submitted proof of the transport (drafts are the driver's, not annotated). */
export function findSubmittedProof(transportId: number, proofId: number) {
  return Proof.query()
    .where('id', proofId)
    .where('transport_id', transportId)
    .whereNot('state', 'draft')
    .first()
}
