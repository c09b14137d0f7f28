import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { ok, err, type Result } from '#core/result'
import { checkUpload, type Upload } from '#core/files/uploads'
import { isUniqueViolation, lockForUpdate } from '#core/database/dialect'
import { sha256Hex } from '#documents/actions/store_transport_document'
import Transport from '#transports/models/transport'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Proof from '#proofs/models/proof'
import ProofPhoto from '#proofs/models/proof_photo'
import { stageOpen } from '#proofs/domain/proof_rules'
import {
  MAX_OTHER_PHOTOS,
  MAX_PROOF_PHOTO_BYTES,
  SINGLE_SLOTS,
  type PhotoSlot,
  type ProofStage,
} from '#shared/proof_zones'

export type PhotoInput = {
  transportId: number
  stage: ProofStage
  vehicleId: number
  slot: PhotoSlot
  upload: Upload
}

export type PhotoError =
  | 'wrong_content'
  | 'required'
  | 'stage_closed'
  | 'not_a_vehicle'
  | 'proof_submitted'
  | 'too_many_photos'

/** The display copy: at most 1280 px on its longer side, turned upright, JPEG. */
export function displayCopy(original: Buffer) {
  return sharp(original)
    .rotate()
    .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/**
 * One photo of a proof, uploaded on its own as soon as the driver takes it:
 * content sniffed (JPEG or PNG, at most 15 MB), the original stored byte for
 * byte with the SHA-256 of those bytes, a display copy made here. The draft
 * proof of the stage is created by its first photo. A fixed slot (front,
 * back, sides, odometer) holds one photo: a retried or retaken photo
 * replaces the draft's, so a flaky connection never leaves duplicates.
 * Refused once the proof is submitted.
 */
export async function storeProofPhoto(input: PhotoInput): Promise<Result<ProofPhoto, PhotoError>> {
  const checked = await checkUpload(
    input.upload,
    (kind, size) => kind.ext !== 'pdf' && size <= MAX_PROOF_PHOTO_BYTES
  )
  if (!checked.ok) return checked
  const original = await readFile(checked.value.tmpPath)
  let display: Buffer
  try {
    display = await displayCopy(original)
  } catch {
    return err('wrong_content')
  }
  const hex = randomBytes(16).toString('hex')
  const keys = {
    storageKey: `proofs/${input.transportId}/${hex}.${checked.value.kind.ext}`,
    displayKey: `proofs/${input.transportId}/${hex}-display.jpg`,
  }
  await drive.use().put(keys.storageKey, original, { contentType: checked.value.kind.mime })
  await drive.use().put(keys.displayKey, display, { contentType: 'image/jpeg' })
  const photo = {
    ...keys,
    sha256: sha256Hex(original),
    mimeType: checked.value.kind.mime,
    sizeBytes: original.length,
  }
  const result = await db.transaction((trx) => recordPhoto(input, photo, trx))
  if (!result.ok) {
    await discard([keys.storageKey, keys.displayKey])
    return result
  }
  await discard(result.value.replaced)
  return ok(result.value.photo)
}

type StoredFiles = Pick<
  ProofPhoto,
  'storageKey' | 'displayKey' | 'sha256' | 'mimeType' | 'sizeBytes'
>

async function recordPhoto(input: PhotoInput, files: StoredFiles, trx: TransactionClientContract) {
  const transport = await lockForUpdate(
    Transport.query({ client: trx }).where('id', input.transportId),
    trx
  ).firstOrFail()
  if (!stageOpen(input.stage, transport.state)) return err('stage_closed' as const)
  const vehicle = await TransportRequestVehicle.query({ client: trx })
    .where('id', input.vehicleId)
    .where('transport_request_id', transport.transportRequestId)
    .first()
  if (!vehicle) return err('not_a_vehicle' as const)
  const proof = await draftProof(transport.id, input.stage, trx)
  if (proof.state !== 'draft') return err('proof_submitted' as const)
  const same = await ProofPhoto.query({ client: trx })
    .where('proof_id', proof.id)
    .where('vehicle_id', vehicle.id)
    .where('slot', input.slot)
  const single = SINGLE_SLOTS.includes(input.slot)
  if (!single && same.length >= MAX_OTHER_PHOTOS) return err('too_many_photos' as const)
  const replaced = single ? same : []
  for (const old of replaced) await old.useTransaction(trx).delete()
  const photo = await ProofPhoto.create(
    {
      ...files,
      proofId: proof.id,
      vehicleId: vehicle.id,
      slot: input.slot,
      receivedAt: DateTime.now(),
    },
    { client: trx }
  )
  return ok({ photo, replaced: replaced.flatMap((old) => [old.storageKey, old.displayKey]) })
}

/** The proof of the stage, created as a draft on first use (the unique pair settles a race). */
export async function draftProof(
  transportId: number,
  stage: ProofStage,
  trx: TransactionClientContract
) {
  const existing = await lockForUpdate(
    Proof.query({ client: trx }).where('transport_id', transportId).where('stage', stage),
    trx
  ).first()
  if (existing) return existing
  try {
    return await Proof.create({ transportId, stage, state: 'draft' }, { client: trx })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return Proof.query({ client: trx })
      .where('transport_id', transportId)
      .where('stage', stage)
      .firstOrFail()
  }
}

async function discard(keys: string[]) {
  for (const key of keys) if (key.startsWith('proofs/')) await drive.use().delete(key)
}
